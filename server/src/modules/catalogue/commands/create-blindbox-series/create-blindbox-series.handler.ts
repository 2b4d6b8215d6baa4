import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { constants } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { ProductRow } from '../../product.entity';
import { newProductRow } from '../new-product-row';
import { CreateBlindboxSeriesCommand } from './create-blindbox-series.command';

@CommandHandler(CreateBlindboxSeriesCommand)
export class CreateBlindboxSeriesHandler implements ICommandHandler<CreateBlindboxSeriesCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ productId, series, staffId, now }: CreateBlindboxSeriesCommand): Promise<void> {
    await this.db.getRepository(ProductRow).insert(
      newProductRow({
        id: productId,
        name: series.name,
        type: constants.product.types.blindbox,
        price: series.price,
        imageUrl: series.image_url,
        // The figures catalogue reads a series' figures here, in order; quantity is per box, decided when boxes open.
        prizes: series.figures.map((f) => ({ tier: f.rarity, name: f.name, quantity: 1, image_url: f.image_url || series.image_url })),
        description: series.description,
        staffId,
        now,
      }),
    );
  }
}
