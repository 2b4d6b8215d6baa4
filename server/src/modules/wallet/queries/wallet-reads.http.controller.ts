// GET /api/user/balance, /api/user/points/balance, /api/user/points/history, /api/user/coupons.
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import {
  couponsQuerySchema,
  pointsHistoryQuerySchema,
  type BalanceResponse,
  type CouponsQuery,
  type CouponsResponse,
  type PointsBalanceResponse,
  type PointsHistoryQuery,
  type PointsHistoryResponse,
  balanceResponseSchema,
  couponsResponseSchema,
  pointsBalanceResponseSchema,
  pointsHistoryResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { CouponsReader } from './coupons.reader';
import { PointsReader } from './points.reader';
import { WalletReader } from './wallet.reader';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Wallet')
@Controller('user')
@UseGuards(AuthGuard)
export class WalletReadsHttpController {
  constructor(
    @Inject(WalletReader) private readonly wallets: WalletReader,
    @Inject(PointsReader) private readonly points: PointsReader,
    @Inject(CouponsReader) private readonly coupons: CouponsReader,
  ) {}

  /** Read from the stream itself: right after a recharge or a payment the balance is exact. */
  @Get('balance')
  @ApiDoc({ summary: 'Token balance', answer: balanceResponseSchema })
  async balance(@CurrentUser() user: SessionUser): Promise<BalanceResponse> {
    const wallet = await this.wallets.wallet(user.userId);
    return { success: true, data: { tokens: wallet.tokens } };
  }

  @Get('points/balance')
  @ApiDoc({ summary: 'Bonus points as of now', answer: pointsBalanceResponseSchema })
  pointsBalance(@CurrentUser() user: SessionUser): Promise<PointsBalanceResponse> {
    return this.points.balance(user.userId, new Date());
  }

  @Get('points/history')
  @ApiDoc({ summary: 'Points history, newest first', answer: pointsHistoryResponseSchema })
  pointsHistory(
    @Query(validate(pointsHistoryQuerySchema)) query: PointsHistoryQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<PointsHistoryResponse> {
    return this.points.history(user.userId, query);
  }

  @Get('coupons')
  @ApiDoc({ summary: "The member's coupons", answer: couponsResponseSchema })
  async list(@Query(validate(couponsQuerySchema)) query: CouponsQuery, @CurrentUser() user: SessionUser): Promise<CouponsResponse> {
    const { coupons, counts } = await this.coupons.list(user.userId, query, new Date());
    return { success: true, status: 'success', data: coupons, counts };
  }
}
