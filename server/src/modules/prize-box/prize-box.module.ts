import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PrizeBoxService } from './prize-box.service';

@Module({
  imports: [AccountsModule],
  providers: [PrizeBoxService],
  exports: [PrizeBoxService],
})
export class PrizeBoxModule {}
