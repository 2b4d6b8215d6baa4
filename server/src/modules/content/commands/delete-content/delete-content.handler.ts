import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { contentNotFound } from '../save-content/save-content.handler';
import { DeleteContentCommand } from './delete-content.command';

@CommandHandler(DeleteContentCommand)
export class DeleteContentHandler implements ICommandHandler<DeleteContentCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ table, id, staffId, now }: DeleteContentCommand): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = tx.getRepository(table);
      const result = await rows.delete(id);
      if (!result.affected) throw contentNotFound();
      await recordContentChange(tx, { staffId, kind: rows.metadata.tableName, rowKey: id, action: 'deleted', values: null, at: now });
    });
  }
}
