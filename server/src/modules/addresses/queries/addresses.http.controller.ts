// GET /api/user/addresses: the member's address book, the default first.
import { addressesResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AddressesResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { AddressesReader } from './addresses.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Addresses')
@Controller('user/addresses')
@UseGuards(AuthGuard)
export class AddressesHttpController {
  constructor(@Inject(AddressesReader) private readonly addresses: AddressesReader) {}

  @Get()
  @ApiDoc({ summary: "The member's addresses, the default first", answer: addressesResponseSchema })
  async list(@CurrentUser() user: SessionUser): Promise<AddressesResponse> {
    return { success: true, message: '', data: await this.addresses.list(user.userId) };
  }
}
