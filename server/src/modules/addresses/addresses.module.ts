import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DeleteAddressHandler } from './commands/delete-address/delete-address.handler';
import { DeleteAddressHttpController } from './commands/delete-address/delete-address.http.controller';
import { SaveAddressHandler } from './commands/save-address/save-address.handler';
import { SaveAddressHttpController } from './commands/save-address/save-address.http.controller';
import { SetDefaultAddressHandler } from './commands/set-default-address/set-default-address.handler';
import { SetDefaultAddressHttpController } from './commands/set-default-address/set-default-address.http.controller';
import { AddressesHttpController } from './queries/addresses.http.controller';
import { AddressesReader } from './queries/addresses.reader';

@Module({
  imports: [AccountsModule],
  controllers: [AddressesHttpController, SaveAddressHttpController, SetDefaultAddressHttpController, DeleteAddressHttpController],
  providers: [AddressesReader, SaveAddressHandler, DeleteAddressHandler, SetDefaultAddressHandler],
  exports: [AddressesReader],
})
export class AddressesModule {}
