// Every event type the shop stores, as one discriminated union.
import { z } from 'zod';
import { tubeEventSchemas } from './tube.events';
import { userEventSchemas } from './user.events';
import { orderEventSchemas } from './order.events';
import { boxEventSchemas, shipmentEventSchemas } from './box.events';
import { gachaEventSchemas } from './gacha.events';
import { rechargeEventSchemas, walletEventSchemas } from './wallet.events';
import { memberEventSchemas, taskEventSchemas, vipEventSchemas } from './member.events';
import { shopStockEventSchemas } from './shop.events';
import { packageEventSchemas } from './package.events';
import { supportEventSchemas } from './support.events';
import { lineEventSchemas } from './line.events';
import { addressEventSchemas } from './address.events';

export const shopEventSchema = z.discriminatedUnion('type', [
  ...tubeEventSchemas,
  ...userEventSchemas,
  ...walletEventSchemas,
  ...rechargeEventSchemas,
  ...orderEventSchemas,
  ...boxEventSchemas,
  ...memberEventSchemas,
  ...gachaEventSchemas,
  ...shopStockEventSchemas,
  ...packageEventSchemas,
  ...shipmentEventSchemas,
  ...taskEventSchemas,
  ...vipEventSchemas,
  ...supportEventSchemas,
  ...lineEventSchemas,
  ...addressEventSchemas,
]);
export type ShopEvent = z.infer<typeof shopEventSchema>;
export type ShopEventType = ShopEvent['type'];
export type EventOfType<T extends ShopEventType> = Extract<ShopEvent, { type: T }>;
