// POST /api/user/addresses and PUT /api/user/addresses/{id} (002 §7): the address form's every
// rule is checked here with the spec's messages (addressRequestSchema); answers the book.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addressIdParamSchema, addressRequestSchema, type AddressInput, type AddressesResponse, addressesResponseSchema } from '@shop/contracts';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { AddressRejected } from '../../address-book';
import { SaveAddressCommand } from './save-address.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Addresses')
@Controller('user/addresses')
@UseGuards(AuthGuard)
export class SaveAddressHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiDoc({ summary: 'Add an address', answer: addressesResponseSchema })
  add(@Body(validate(addressRequestSchema)) body: AddressInput, @CurrentUser() user: SessionUser): Promise<AddressesResponse> {
    return this.save(user.userId, null, body);
  }

  @Put(':id')
  @ApiDoc({ summary: 'Change an address', answer: addressesResponseSchema })
  change(
    @Param('id', validate(addressIdParamSchema)) id: string,
    @Body(validate(addressRequestSchema)) body: AddressInput,
    @CurrentUser() user: SessionUser,
  ): Promise<AddressesResponse> {
    return this.save(user.userId, id, body);
  }

  private async save(userId: string, id: string | null, body: AddressInput): Promise<AddressesResponse> {
    try {
      const data = await this.commands.execute<SaveAddressCommand, AddressesResponse['data']>(new SaveAddressCommand(userId, id, body, new Date()));
      return { success: true, message: '', data };
    } catch (error) {
      if (error instanceof AddressRejected) throw new HttpException({ success: false, message: error.message }, error.status);
      throw error;
    }
  }
}
