// GET /api/admin/voided-payments (roles support, admin; not in the spec): payments needing attention
// that the purchase recovery voided. Read-only: the order is already cancelled, nothing was taken.
import { voidedPaymentsResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { VoidedPaymentsResponse } from '@shop/contracts';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { VoidedPaymentsReader } from './voided-payments.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class VoidedPaymentsHttpController {
  constructor(@Inject(VoidedPaymentsReader) private readonly reader: VoidedPaymentsReader) {}

  @Get('voided-payments')
  @ApiDoc({ summary: 'Orders whose payment the purchase recovery voided (newest 200)', answer: voidedPaymentsResponseSchema })
  async list(): Promise<VoidedPaymentsResponse> {
    return { success: true, data: await this.reader.latest() };
  }
}
