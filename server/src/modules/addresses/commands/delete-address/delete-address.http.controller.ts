// DELETE /api/user/addresses/{id} (002 §7); answers the book as it now is.
import { Controller, Delete, HttpException, Inject, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addressIdParamSchema, type AddressesResponse, addressesResponseSchema } from '@shop/contracts';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { AddressRejected } from '../../address-book';
import { DeleteAddressCommand } from './delete-address.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Addresses')
@Controller('user/addresses')
@UseGuards(AuthGuard)
export class DeleteAddressHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @ApiDoc({ summary: 'Delete an address', answer: addressesResponseSchema })
  async remove(@Param('id', validate(addressIdParamSchema)) id: string, @CurrentUser() user: SessionUser): Promise<AddressesResponse> {
    try {
      const data = await this.commands.execute<DeleteAddressCommand, AddressesResponse['data']>(new DeleteAddressCommand(user.userId, id));
      return { success: true, message: '', data };
    } catch (error) {
      if (error instanceof AddressRejected) throw new HttpException({ success: false, message: error.message }, error.status);
      throw error;
    }
  }
}
