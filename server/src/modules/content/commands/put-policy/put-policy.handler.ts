import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PolicyRow } from '../../content.entities';
import { PutPolicyCommand } from './put-policy.command';

@CommandHandler(PutPolicyCommand)
export class PutPolicyHandler implements ICommandHandler<PutPolicyCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ key, title, body, now }: PutPolicyCommand): Promise<void> {
    await this.db.getRepository(PolicyRow).upsert({ key, title, body, updatedAt: now }, ['key']);
  }
}
