import { constants } from '@shop/contracts';
import type { ProductPrize, ProductRow } from '../product.entity';

/** A product a staff member creates in the console: on sale now, full price, point payment allowed, one image, no dates. */
export function newProductRow(product: {
  id: string;
  name: string;
  type: number;
  price: number;
  imageUrl: string;
  prizes: ProductPrize[];
  description: string;
  staffId: string;
  now: Date;
}): ProductRow {
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    price: product.price,
    discountPrice: null,
    pointPrice: null,
    imageUrl: product.imageUrl,
    images: [product.imageUrl],
    status: constants.product.onSaleStatus,
    releaseDate: null,
    drawDate: null,
    allowPointPayment: true,
    prizes: product.prizes,
    description: product.description,
    createdAt: product.now,
    createdBy: product.staffId,
    updatedBy: product.staffId,
    updatedAt: product.now,
  };
}
