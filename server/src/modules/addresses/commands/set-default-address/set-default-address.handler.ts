// Makes one of the member's addresses the default (the old default loses the mark in the same transaction).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Address } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { AddressRow } from '../../address.entity';
import { lockBook, makeDefault, mustFind, view } from '../../address-book';
import { SetDefaultAddressCommand } from './set-default-address.command';

@CommandHandler(SetDefaultAddressCommand)
export class SetDefaultAddressHandler implements ICommandHandler<SetDefaultAddressCommand, Address[]> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  execute(cmd: SetDefaultAddressCommand): Promise<Address[]> {
    return this.db.transaction(async (m) => {
      const book = await lockBook(m, cmd.userId);
      mustFind(book, cmd.id);
      await makeDefault(m, cmd.userId, cmd.id);
      return view(await m.getRepository(AddressRow).find({ where: { userId: cmd.userId } }));
    });
  }
}
