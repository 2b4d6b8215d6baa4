import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { contentNotFound } from '../save-content/save-content.handler';
import { DeleteContentCommand } from './delete-content.command';

@CommandHandler(DeleteContentCommand)
export class DeleteContentHandler implements ICommandHandler<DeleteContentCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ table, id }: DeleteContentCommand): Promise<void> {
    const result = await this.db.getRepository(table).delete(id);
    if (!result.affected) throw contentNotFound();
  }
}
