// Every event type the shop stores, as one discriminated union.
import { z } from 'zod';
import { tubeEventSchemas } from './tube.events';
import { userEventSchemas } from './user.events';

export const shopEventSchema = z.discriminatedUnion('type', [...tubeEventSchemas, ...userEventSchemas]);
export type ShopEvent = z.infer<typeof shopEventSchema>;
export type ShopEventType = ShopEvent['type'];
export type EventOfType<T extends ShopEventType> = Extract<ShopEvent, { type: T }>;
