import { Module } from '@nestjs/common';
import { BoxItemsHttpController } from './queries/box-items.http.controller';
import { BoxItemsReader } from './queries/box-items.reader';
import { AccountsModule } from '../accounts/accounts.module';

@Module({
  imports: [AccountsModule],
  controllers: [BoxItemsHttpController],
  providers: [BoxItemsReader],
})
export class PrizeBoxModule {}
