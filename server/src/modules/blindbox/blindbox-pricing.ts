// Blind-box prices, from the catalogue row (never the client). A whole box that nobody has drawn
// from costs package_price (10% off its slots); once slots are drawn, the rest costs their single
// prices. Points prices are the same amounts in bonus points (20 points = 1 元).
import { constants } from '@shop/contracts';
import type { ProductRow } from '../catalogue/catalogue.public';

export const singleDrawPrice = (product: Pick<ProductRow, 'price' | 'discountPrice'>) => product.discountPrice ?? product.price;

export const packagePrice = (product: Pick<ProductRow, 'price' | 'discountPrice'>, slots: number) =>
  Math.round(singleDrawPrice(product) * slots * 0.9);

/** What taking every free slot costs now. */
export const entirePrice = (product: Pick<ProductRow, 'price' | 'discountPrice'>, slots: number, free: number) =>
  free === slots ? packagePrice(product, slots) : singleDrawPrice(product) * free;

export const inPoints = (amount: number) => amount * constants.points.pointsPerCurrencyUnit;
