// POST /api/admin/catalogue/ichiban-products (admin): a new ichiban product and its tubes, on sale
// at once. The tubes' TubeOpened events carry the staff member as the actor.
import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createIchibanProductRequestSchema,
  type CreateIchibanProductRequest,
  type CreateIchibanProductResponse,
  createIchibanProductResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CreateIchibanProductCommand, type IchibanProductCreated } from './create-ichiban-product.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class CreateIchibanProductHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('ichiban-products')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create an ichiban product and its tubes, on sale at once (each tube opened with the staff id)',
    answer: createIchibanProductResponseSchema,
  })
  async create(
    @Body(validate(createIchibanProductRequestSchema)) body: Required<CreateIchibanProductRequest>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<CreateIchibanProductResponse> {
    const metadata = staffMetadata(req, staff.userId, new Date());
    const created = await this.commands.execute<CreateIchibanProductCommand, IchibanProductCreated>(
      new CreateIchibanProductCommand(`ichiban-${randomUUID()}`, body, staff.userId, metadata),
    );
    return { success: true, data: { product_id: created.productId, tube_ids: created.tubeIds, tickets_per_tube: created.ticketsPerTube } };
  }
}
