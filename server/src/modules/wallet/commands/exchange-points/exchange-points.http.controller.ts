// GET /api/points-exchange/items (the catalogue) and POST /api/points-exchange/exchange (spend
// points on one item): /beanExchange.
import { BadRequestException, Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import {
  messages,
  pointsExchangeRequestSchema,
  type PointsExchangeItemsResponse,
  type PointsExchangeResponse,
  pointsExchangeItemsResponseSchema,
  pointsExchangeResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { InsufficientPoints } from '../../domain/wallet.decide';
import { availablePoints, type Wallet } from '../../domain/wallet.state';
import { PointsExchangeCatalogue, toExchangeItem } from '../../points-exchange/points-exchange-catalogue';
import type { PointsExchangeItemRow } from '../../points-exchange/points-exchange-item.entity';
import { ExchangePointsCommand } from './exchange-points.command';
import { ExchangeItemUnavailable } from './exchange-points.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Wallet')
@Controller('points-exchange')
export class ExchangePointsHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PointsExchangeCatalogue) private readonly catalogue: PointsExchangeCatalogue,
  ) {}

  @Get('items')
  @ApiDoc({ summary: 'The points-exchange catalogue (/beanExchange)', answer: pointsExchangeItemsResponseSchema })
  async items(): Promise<PointsExchangeItemsResponse> {
    return { success: true, data: (await this.catalogue.items()).map(toExchangeItem) };
  }

  @Post('exchange')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Spend bonus points on a catalogue item (tool cards or a coupon); never below zero', answer: pointsExchangeResponseSchema })
  async exchange(
    @Body(validate(pointsExchangeRequestSchema)) body: z.output<typeof pointsExchangeRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<PointsExchangeResponse> {
    const now = new Date();
    let result: { wallet: Wallet; item: PointsExchangeItemRow };
    try {
      result = await this.commands.execute(new ExchangePointsCommand(user.userId, body.item_id, randomUUID(), userMetadata(req, user.userId, now)));
    } catch (error) {
      if (error instanceof ExchangeItemUnavailable) throw new NotFoundException({ success: false, message: messages.pointsExchange.itemUnavailable });
      if (error instanceof InsufficientPoints) throw new BadRequestException({ success: false, message: messages.points.insufficient });
      throw error;
    }
    return {
      success: true,
      message: messages.pointsExchange.exchanged,
      data: { item_id: result.item.id, points_spent: result.item.pointsCost, total_points: availablePoints(result.wallet, now) },
    };
  }
}
