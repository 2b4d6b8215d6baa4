import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ChangeAddressBookHandler } from './commands/change-address-book/change-address-book.handler';
import { DeleteAddressHttpController } from './commands/delete-address/delete-address.http.controller';
import { SaveAddressHttpController } from './commands/save-address/save-address.http.controller';
import { SetDefaultAddressHttpController } from './commands/set-default-address/set-default-address.http.controller';
import { AddressesHttpController } from './queries/addresses.http.controller';
import { AddressesReader } from './queries/addresses.reader';

@Module({
  imports: [AccountsModule],
  controllers: [AddressesHttpController, SaveAddressHttpController, SetDefaultAddressHttpController, DeleteAddressHttpController],
  providers: [AddressesReader, ChangeAddressBookHandler],
  exports: [AddressesReader],
})
export class AddressesModule {}
