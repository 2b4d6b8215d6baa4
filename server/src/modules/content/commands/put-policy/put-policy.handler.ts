import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PolicyRow } from '../../content.entities';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { PutPolicyCommand } from './put-policy.command';

@CommandHandler(PutPolicyCommand)
export class PutPolicyHandler implements ICommandHandler<PutPolicyCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ key, title, body, now, staffId }: PutPolicyCommand): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.getRepository(PolicyRow).upsert({ key, title, body, updatedAt: now }, ['key']);
      await recordContentChange(tx, { staffId, kind: 'policies', rowKey: key, action: 'updated', values: { title, body }, at: now });
    });
  }
}
