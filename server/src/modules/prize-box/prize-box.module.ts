import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { BoxItemsHttpController } from './queries/box-items.http.controller';

@Module({
  imports: [AccountsModule],
  controllers: [BoxItemsHttpController],
})
export class PrizeBoxModule {}
