// PUT /api/user/addresses/{id}/default (002 §7); answers the book as it now is.
import { Controller, HttpException, Inject, Param, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addressIdParamSchema, type AddressesResponse, addressesResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { AddressRejected } from '../../domain/address-book.decide';
import { ChangeAddressBookCommand } from '../change-address-book/change-address-book.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Addresses')
@Controller('user/addresses')
@UseGuards(AuthGuard)
export class SetDefaultAddressHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id/default')
  @ApiDoc({ summary: 'Make an address the default', answer: addressesResponseSchema })
  async setDefault(
    @Param('id', validate(addressIdParamSchema)) id: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<AddressesResponse> {
    try {
      const data = await this.commands.execute<ChangeAddressBookCommand, AddressesResponse['data']>(
        new ChangeAddressBookCommand(
          { type: 'ChooseDefaultAddress', data: { userId: user.userId, addressId: id } },
          userMetadata(req, user.userId, new Date()),
        ),
      );
      return { success: true, message: '', data };
    } catch (error) {
      if (error instanceof AddressRejected) throw new HttpException({ success: false, message: error.message }, error.status);
      throw error;
    }
  }
}
