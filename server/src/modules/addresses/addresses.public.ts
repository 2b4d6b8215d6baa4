// What other modules may use of the address book; lint forbids reaching any other file of this module.
export { AddressesModule } from './addresses.module';
export { AddressesReader } from './queries/addresses.reader';
export { carryOverAddresses } from './carry-over-addresses';
