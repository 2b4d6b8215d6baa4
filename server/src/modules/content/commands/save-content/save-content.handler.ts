// Editorial content is plain CRUD (DESIGN.md decision 1): a row written as it is, no events.
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { SaveContentCommand } from './save-content.command';

export const contentNotFound = () => new NotFoundException({ success: false, message: messages.common.saveFailed });

@CommandHandler(SaveContentCommand)
export class SaveContentHandler implements ICommandHandler<SaveContentCommand, ObjectLiteral> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ table, id, values }: SaveContentCommand): Promise<ObjectLiteral> {
    const rows = this.db.getRepository(table);
    if (id === null) return rows.save(values);
    const result = await rows.update(id, values);
    if (!result.affected) throw contentNotFound();
    return rows.findOneByOrFail({ id } as never);
  }
}
