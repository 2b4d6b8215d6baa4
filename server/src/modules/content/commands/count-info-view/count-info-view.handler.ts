import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { CountInfoViewCommand } from './count-info-view.command';

@CommandHandler(CountInfoViewCommand)
export class CountInfoViewHandler implements ICommandHandler<CountInfoViewCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ id }: CountInfoViewCommand): Promise<void> {
    const result = await this.db.query<unknown[][]>('UPDATE official_info SET views = views + 1 WHERE id = $1 RETURNING id', [id]);
    if (!result[0]?.length) throw new NotFoundException({ success: false, message: messages.info.invalidId });
  }
}
