// POST /api/admin/gacha/{id}/restock (admin): staff put new capsules in. The running round's seed
// is published (its unsold order is then void and checkable) and a new round with a new seed begins.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  gachaIdParamSchema,
  gachaRestockRequestSchema,
  messages,
  type GachaRestockRequest,
  type GachaRestockResponse,
  gachaRestockResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { DomainError } from '../../../../platform/decider';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CapsulesAwaitingDraw, MachineNotStocked } from '../../domain/machine.decide';
import type { Machine } from '../../domain/machine.state';
import { StockMachineCommand } from './stock-machine.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/gacha')
@UseGuards(AuthGuard)
@Roles('admin')
export class RestockMachineHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/restock')
  @HttpCode(200)
  @ApiDoc({ summary: "Restock a machine: the running round's seed is revealed, a new round is committed", answer: gachaRestockResponseSchema })
  async restock(
    @Param('id', validate(gachaIdParamSchema)) id: string,
    @Body(validate(gachaRestockRequestSchema)) body: GachaRestockRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<GachaRestockResponse> {
    const metadata = staffMetadata(req, staff.userId, new Date());
    let machine: Machine;
    try {
      machine = await this.commands.execute<StockMachineCommand, Machine>(new StockMachineCommand(id, body.items, metadata, true));
    } catch (error) {
      // No machine by that id: a restock never creates one (POST /api/admin/catalogue/gacha-machines does).
      if (error instanceof MachineNotStocked) throw new HttpException({ success: false, message: messages.catalog.productFailed }, 404);
      if (error instanceof CapsulesAwaitingDraw) throw new HttpException({ success: false, message: messages.gacha.restockWhileDrawing }, 409);
      if (error instanceof DomainError) throw new HttpException({ success: false, message: messages.common.operationFailed }, 400);
      throw error;
    }
    if (machine.status !== 'stocked') throw new HttpException({ success: false, message: messages.common.operationFailed }, 400);
    return { success: true, round: machine.round, commitment: machine.commitment, total_quantity: machine.total };
  }
}
