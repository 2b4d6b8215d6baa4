// The member's address book, and one address for a shipment to copy.
import { Inject, Injectable } from '@nestjs/common';
import type { Address } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { AddressRow } from '../address.entity';
import { view } from '../address-book';

@Injectable()
export class AddressesReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async list(userId: string): Promise<Address[]> {
    return view(await this.db.getRepository(AddressRow).find({ where: { userId } }));
  }

  /** The member's own address, or null. */
  async find(userId: string, id: string): Promise<Address | null> {
    const row = await this.db.getRepository(AddressRow).findOne({ where: { userId, id } });
    return row ? view([row])[0]! : null;
  }
}
