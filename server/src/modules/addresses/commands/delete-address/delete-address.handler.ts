// Deletes one of the member's addresses; when it was the default, the newest address left takes
// the mark. Shipments already placed keep the copy they made of it.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Address } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { AddressRow } from '../../address.entity';
import { lockBook, makeDefault, mustFind, view } from '../../address-book';
import { DeleteAddressCommand } from './delete-address.command';

@CommandHandler(DeleteAddressCommand)
export class DeleteAddressHandler implements ICommandHandler<DeleteAddressCommand, Address[]> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  execute(cmd: DeleteAddressCommand): Promise<Address[]> {
    return this.db.transaction(async (m) => {
      const book = await lockBook(m, cmd.userId);
      const gone = mustFind(book, cmd.id);
      const repo = m.getRepository(AddressRow);
      await repo.delete({ id: gone.id });
      const left = book.filter((a) => a.id !== gone.id);
      if (gone.isDefault && left.length > 0) await makeDefault(m, cmd.userId, left[left.length - 1]!.id);
      return view(await repo.find({ where: { userId: cmd.userId } }));
    });
  }
}
