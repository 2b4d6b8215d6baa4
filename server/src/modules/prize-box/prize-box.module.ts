import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PrizeBoxService } from './prize-box.service';
import { BoxItemsHttpController } from './queries/box-items.http.controller';

@Module({
  imports: [AccountsModule],
  controllers: [BoxItemsHttpController],
  providers: [PrizeBoxService],
  exports: [PrizeBoxService],
})
export class PrizeBoxModule {}
