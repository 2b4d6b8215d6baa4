// GET /api/user/addresses: the member's address book, the default first.
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AddressesResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { AddressesReader } from './addresses.reader';

@Controller('user/addresses')
@UseGuards(AuthGuard)
export class AddressesHttpController {
  constructor(@Inject(AddressesReader) private readonly addresses: AddressesReader) {}

  @Get()
  async list(@CurrentUser() user: SessionUser): Promise<AddressesResponse> {
    return { success: true, message: '', data: await this.addresses.list(user.userId) };
  }
}
