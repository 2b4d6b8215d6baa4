// POST /api/gacha/draw/{id}: buy one capsule with tokens (payment_method balance), bonus points
// (points_discount) and optionally one coupon (coupon_id). The answer is a paid order whose capsule
// is being drawn (抽選中, at the beacon round it names) or, on an older round, already in the prize
// box; or nothing charged.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { gachaDrawRequestSchema, gachaIdParamSchema, messages, type GachaDrawResponse, gachaDrawResponseSchema } from '@shop/contracts';
import { IdempotencyInterceptor } from '../../../../http/idempotency.interceptor';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { Lean, type LeanRequest } from '../../../../http/lean.decorator';
import { validate } from '../../../../http/zod-validation.pipe';
import { PurchaseRefused } from '../../../../purchases/purchase-core';
import { CurrentUser, MembersOnlyGuard, OptionalAuthGuard, type SessionUser } from '../../../accounts/accounts.public';
import { CouponNotUsable, InsufficientPoints, InsufficientTokens } from '../../../wallet/wallet.public';
import { MachineNotStocked, MachineSoldOut } from '../../domain/machine.decide';
import { unpaidCapsules } from '../../domain/machine.state';
import { BeaconRounds } from '../../../fairness/fairness.public';
import { DrawCapsuleCommand } from './draw-capsule.command';
import { DrawCapsuleRejected, type DrawCapsuleResult } from './draw-capsule.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const m = messages.gacha;
const fail = (status: number, message: string) => new HttpException({ success: false, message }, status);

@ApiTag('Gacha')
@Controller('gacha/draw')
@UseGuards(OptionalAuthGuard, MembersOnlyGuard)
export class DrawCapsuleHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  @Post(':id')
  @Lean()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({ summary: 'Buy one capsule with tokens, points and a coupon', answer: gachaDrawResponseSchema })
  async draw(
    @Param('id', validate(gachaIdParamSchema)) productId: string,
    @Body(validate(gachaDrawRequestSchema)) body: z.output<typeof gachaDrawRequestSchema>,
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: LeanRequest,
  ): Promise<GachaDrawResponse> {
    // The gacha screens word a missing login their own way (001 §5).
    if (!user) throw fail(401, m.loginRequired);
    let result: DrawCapsuleResult;
    try {
      result = await this.commands.execute<DrawCapsuleCommand, DrawCapsuleResult>(
        new DrawCapsuleCommand(productId, user.userId, body.points_discount, body.coupon_id, userMetadata(req, user.userId, new Date())),
      );
    } catch (error) {
      if (error instanceof DrawCapsuleRejected) throw fail(error.status, error.message);
      if (error instanceof PurchaseRefused) {
        const cause = error.cause;
        if (cause instanceof InsufficientTokens) throw fail(400, messages.balance.insufficientRedirect);
        if (cause instanceof InsufficientPoints) throw fail(400, messages.points.insufficient);
        if (cause instanceof CouponNotUsable) throw fail(400, cause.message);
        if (cause instanceof MachineSoldOut) throw fail(409, m.noItems);
        if (cause instanceof MachineNotStocked) throw fail(404, m.fetchProductFailed);
        throw fail(400, m.drawFailed);
      }
      throw error;
    }
    const { order, machine } = result;
    const p = order.placed;
    const waiting = machine.status === 'stocked' ? machine.pending.get(p.orderId) : undefined;
    const capsule = machine.status === 'stocked' ? machine.orders.get(p.orderId) : undefined;
    const prize = order.status === 'fulfilled' ? order.prizes[0] : undefined;
    return {
      success: true,
      message: '',
      status: prize ? 'drawn' : 'drawing',
      item: prize
        ? {
            id: capsule?.itemId ?? prize.itemId,
            name: prize.prizeName,
            image_url: prize.imageUrl,
            rarity: prize.rarity as 'common' | 'rare' | 'secret',
          }
        : null,
      draw: waiting ? { beacon_round: waiting.beaconRound, published_at: this.rounds.publishedAt(waiting.beaconRound).toISOString() } : null,
      order: {
        id: p.orderId,
        product_id: p.productId,
        total_amount: p.amount,
        points_used: p.points,
        coupon_discount: p.couponDiscount ?? 0,
        token_amount: p.tokens,
        created_at: p.placedAt,
      },
      remaining_quantity: machine.status === 'stocked' ? unpaidCapsules(machine) : 0,
    };
  }
}
