// Adds or changes an address in one transaction on the member's locked book. The first address
// becomes the default whatever was asked; asking for default moves the mark; the default cannot
// be un-marked by editing it (choose another default instead), so there is always exactly one.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Address } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { AddressRow } from '../../address.entity';
import { checkRoom, fields, lockBook, makeDefault, mustFind, view } from '../../address-book';
import { SaveAddressCommand } from './save-address.command';

@CommandHandler(SaveAddressCommand)
export class SaveAddressHandler implements ICommandHandler<SaveAddressCommand, Address[]> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  execute(cmd: SaveAddressCommand): Promise<Address[]> {
    return this.db.transaction(async (m) => {
      const book = await lockBook(m, cmd.userId);
      const repo = m.getRepository(AddressRow);
      let id = cmd.id;
      if (id === null) {
        checkRoom(book);
        id = randomUUID();
        await repo.insert({ id, userId: cmd.userId, ...fields(cmd.input), isDefault: false, createdAt: cmd.now });
        if (book.length === 0 || cmd.input.is_default) await makeDefault(m, cmd.userId, id);
      } else {
        mustFind(book, id);
        await repo.update({ id }, fields(cmd.input));
        if (cmd.input.is_default) await makeDefault(m, cmd.userId, id);
      }
      return view(await repo.find({ where: { userId: cmd.userId } }));
    });
  }
}
