import { Module } from '@nestjs/common';
import { AddBoxItemsHandler } from './commands/add-box-items/add-box-items.handler';
import { BoxItemsHttpController } from './queries/box-items.http.controller';
import { BoxItemsReader } from './queries/box-items.reader';
import { AccountsModule } from '../accounts/accounts.public';

@Module({
  imports: [AccountsModule],
  controllers: [BoxItemsHttpController],
  providers: [AddBoxItemsHandler, BoxItemsReader],
})
export class PrizeBoxModule {}
