// Editorial content is plain CRUD (DESIGN.md decision 1): a row written as it is, no events; the
// staff member who wrote it is recorded beside it (content_staff_changes) in the same transaction.
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { SaveContentCommand } from './save-content.command';

export const contentNotFound = () => new NotFoundException({ success: false, message: messages.common.saveFailed });

@CommandHandler(SaveContentCommand)
export class SaveContentHandler implements ICommandHandler<SaveContentCommand, ObjectLiteral> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ table, id, values, staffId, now }: SaveContentCommand): Promise<ObjectLiteral> {
    return this.db.transaction(async (tx) => {
      const rows = tx.getRepository(table);
      const kind = rows.metadata.tableName;
      if (id === null) {
        const saved = await rows.save(values);
        await recordContentChange(tx, { staffId, kind, rowKey: (saved as { id: number }).id, action: 'created', values, at: now });
        return saved;
      }
      const result = await rows.update(id, values);
      if (!result.affected) throw contentNotFound();
      await recordContentChange(tx, { staffId, kind, rowKey: id, action: 'updated', values, at: now });
      return rows.findOneByOrFail({ id } as never);
    });
  }
}
