// GET /api/recharge/history: the member's token movements (/recharge-details).
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { rechargeHistoryQuerySchema, type RechargeHistoryQuery, type RechargeHistoryResponse, rechargeHistoryResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { RechargeHistoryReader } from './recharge-history.reader';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Wallet')
@Controller('recharge')
export class RechargeHistoryHttpController {
  constructor(@Inject(RechargeHistoryReader) private readonly history: RechargeHistoryReader) {}

  @Get('history')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Recharge history', answer: rechargeHistoryResponseSchema })
  list(@Query(validate(rechargeHistoryQuerySchema)) query: RechargeHistoryQuery, @CurrentUser() user: SessionUser): Promise<RechargeHistoryResponse> {
    return this.history.page(user.userId, query, new Date());
  }
}
