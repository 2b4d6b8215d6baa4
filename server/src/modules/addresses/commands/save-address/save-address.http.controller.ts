// POST /api/user/addresses and PUT /api/user/addresses/{id} (002 §7): the address form's every
// rule is checked here with the spec's messages (addressRequestSchema); answers the book.
import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addressIdParamSchema, addressRequestSchema, type AddressInput, type AddressesResponse, addressesResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { AddressRejected, type AddressCommand } from '../../domain/address-book.decide';
import { ChangeAddressBookCommand } from '../change-address-book/change-address-book.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Addresses')
@Controller('user/addresses')
@UseGuards(AuthGuard)
export class SaveAddressHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiDoc({ summary: 'Add an address', answer: addressesResponseSchema })
  add(@Body(validate(addressRequestSchema)) body: AddressInput, @CurrentUser() user: SessionUser, @Req() req: Request): Promise<AddressesResponse> {
    return this.save(req, { type: 'AddAddress', data: { userId: user.userId, addressId: randomUUID(), input: body } });
  }

  @Put(':id')
  @ApiDoc({ summary: 'Change an address', answer: addressesResponseSchema })
  change(
    @Param('id', validate(addressIdParamSchema)) id: string,
    @Body(validate(addressRequestSchema)) body: AddressInput,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<AddressesResponse> {
    return this.save(req, { type: 'ChangeAddress', data: { userId: user.userId, addressId: id, input: body } });
  }

  private async save(req: Request, command: AddressCommand): Promise<AddressesResponse> {
    try {
      const data = await this.commands.execute<ChangeAddressBookCommand, AddressesResponse['data']>(
        new ChangeAddressBookCommand(command, userMetadata(req, command.data.userId, new Date())),
      );
      return { success: true, message: '', data };
    } catch (error) {
      if (error instanceof AddressRejected) throw new HttpException({ success: false, message: error.message }, error.status);
      throw error;
    }
  }
}
