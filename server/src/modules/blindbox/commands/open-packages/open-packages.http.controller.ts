// POST /api/admin/blindbox/{productId}/packages (admin): open `boxes` new boxes of a series, each
// holding the listed figures; every PackageOpened carries the staff member as the actor.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  blindboxIdParamSchema,
  messages,
  openPackagesRequestSchema,
  type OpenPackagesRequest,
  type OpenPackagesResponse,
  openPackagesResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { OpenPackagesCommand, SeriesNotFound, UnknownFigure, type PackagesOpened } from './open-packages.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/blindbox')
@UseGuards(AuthGuard)
@Roles('admin')
export class OpenPackagesHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':productId/packages')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Open new boxes of a blind-box series, each with a committed secret seed (PackageOpened with the staff id)',
    answer: openPackagesResponseSchema,
  })
  async open(
    @Param('productId', validate(blindboxIdParamSchema)) productId: string,
    @Body(validate(openPackagesRequestSchema)) body: OpenPackagesRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<OpenPackagesResponse> {
    const metadata = staffMetadata(req, staff.userId, new Date());
    try {
      const opened = await this.commands.execute<OpenPackagesCommand, PackagesOpened>(new OpenPackagesCommand(productId, body, metadata));
      return { success: true, data: { product_id: productId, package_ids: opened.packageIds, slots: opened.slots } };
    } catch (error) {
      if (error instanceof SeriesNotFound) throw new HttpException({ success: false, message: messages.catalog.productFailed }, 404);
      if (error instanceof UnknownFigure) throw new HttpException({ success: false, message: messages.common.saveFailed }, 400);
      throw error;
    }
  }
}
