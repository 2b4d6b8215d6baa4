// POST /api/admin/catalogue/gacha-machines (admin): a new gacha machine on sale at once, stocked
// with its first round; GachaStocked carries the staff member as the actor. Restocks are
// POST /api/admin/gacha/{id}/restock.
import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createGachaMachineRequestSchema,
  type CreateGachaMachineRequest,
  type CreateGachaMachineResponse,
  createGachaMachineResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CreateGachaMachineCommand } from './create-gacha-machine.command';
import type { GachaMachineCreated } from './create-gacha-machine.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class CreateGachaMachineHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('gacha-machines')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a gacha machine stocked with its first round, on sale at once (GachaStocked with the staff id)',
    answer: createGachaMachineResponseSchema,
  })
  async create(
    @Body(validate(createGachaMachineRequestSchema)) body: Required<CreateGachaMachineRequest>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<CreateGachaMachineResponse> {
    const metadata = staffMetadata(req, staff.userId, new Date());
    const created = await this.commands.execute<CreateGachaMachineCommand, GachaMachineCreated>(
      new CreateGachaMachineCommand(`gacha-${randomUUID()}`, body, staff.userId, metadata),
    );
    return {
      success: true,
      data: { product_id: created.productId, round: created.round, commitment: created.commitment, total_quantity: created.total },
    };
  }
}
