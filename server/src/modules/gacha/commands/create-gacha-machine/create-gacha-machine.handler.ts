// The machine is stocked by the stocking command every restock uses too (a fresh secret seed, GachaStocked with
// the staff member as the actor); the product row comes last, once the machine's read model has
// it, so shoppers never see a machine page without its stock.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { constants, type GachaItem } from '@shop/contracts';
import { GachaMachineRow } from '@shop/projections';
import { DataSource } from 'typeorm';
import { PROJECTION_COMMITS, ReadModelNotCaughtUpError, type ProjectionCommits } from '../../../../platform/projection-commits';
import { newProductRow, ProductRow } from '../../../catalogue/catalogue.public';
import { StockMachineCommand } from '../stock-machine/stock-machine.command';
import { CreateGachaMachineCommand } from './create-gacha-machine.command';

export interface GachaMachineCreated {
  productId: string;
  round: number;
  commitment: string;
  total: number;
}

@CommandHandler(CreateGachaMachineCommand)
export class CreateGachaMachineHandler implements ICommandHandler<CreateGachaMachineCommand, GachaMachineCreated> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  async execute({ productId, product, staffId, metadata }: CreateGachaMachineCommand): Promise<GachaMachineCreated> {
    const now = new Date(metadata.occurredAt);
    // Item ids stay the same across restocks: members' collections count them.
    const items: GachaItem[] = product.items.map((item, i) => ({
      id: `${productId}-${i + 1}`,
      name: item.name,
      rarity: item.rarity,
      image_url: item.image_url || product.image_url,
      quantity: item.quantity,
    }));
    const machine = await this.commands.execute<StockMachineCommand, { round: number; commitment: string; total: number }>(
      new StockMachineCommand(productId, items, metadata),
    );
    await this.commits
      .waitFor('gacha-machine', async () => (await this.db.getRepository(GachaMachineRow).countBy({ machineId: productId })) === 1)
      .catch((error: unknown) => {
        if (!(error instanceof ReadModelNotCaughtUpError)) throw error;
      });
    await this.db.getRepository(ProductRow).insert(
      newProductRow({
        id: productId,
        name: product.name,
        type: constants.product.types.gacha,
        price: product.price,
        imageUrl: product.image_url,
        prizes: items.map((i) => ({ tier: i.rarity, name: i.name, quantity: i.quantity, image_url: i.image_url })),
        description: product.description,
        staffId,
        now,
      }),
    );
    return { productId, round: machine.round, commitment: machine.commitment, total: machine.total };
  }
}
