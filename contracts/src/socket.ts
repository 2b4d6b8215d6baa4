// The typed socket.io message map: what clients may send, what the server pushes.
// Pushed messages are small notices carrying the new revision; clients refetch or patch.
import { z } from 'zod';
import { blindboxIdParamSchema } from './api/blindbox';
import { gachaIdParamSchema } from './api/gacha';
import { chainHeadSchema, tierCountSchema, tubeIdParamSchema } from './api/raffle';
import { shopItemIdSchema } from './api/shop';
import { lineContainerSchema } from './events/line.events';

// A watch names its room by the id the HTTP routes take, in the same format: never a path or another room's name.
export const tubeRoomRequestSchema = z.object({ tubeId: tubeIdParamSchema });

export const tubeChangedMessageSchema = z.object({
  tubeId: z.string(),
  /** Stream revision the read model was built from: clients drop stale notices. */
  revision: z.number().int().nonnegative(),
  /** Whether the tube is held now, and until when (ISO time). Never says by whom. */
  locked: z.boolean(),
  lockExpiresAt: z.string().nullable(),
  /** Seconds left on the lock when the notice was built (0 when free): count down from here, not from the client's clock. */
  lockRemain: z.number().int().nonnegative(),
  remainingTickets: z.number().int().nonnegative(),
  /** Every drawn number, ascending: the grid can patch its cache without refetching. */
  drawnNumbers: z.array(z.number().int().positive()),
  /** Numbers card orders keep while their payments are pending (taken until paid or given back), ascending. */
  reservedNumbers: z.array(z.number().int().positive()),
  /** Per tier (A..G, LAST): total and remaining. */
  tiers: z.array(tierCountSchema),
  soldOut: z.boolean(),
  /** The tube's chain head after this change: a watcher who keeps them can prove later that the log was not rewritten. */
  chainHead: chainHeadSchema.nullable(),
});

export const gachaRoomRequestSchema = z.object({ productId: gachaIdParamSchema });

/** A machine's stock after a committed change: watchers' counts update without a refresh. */
export const gachaChangedMessageSchema = z.object({
  productId: z.string(),
  revision: z.number().int().nonnegative(),
  round: z.number().int().positive(),
  totalQuantity: z.number().int().nonnegative(),
  remainingQuantity: z.number().int().nonnegative(),
  items: z.array(z.object({ id: z.string(), remaining_quantity: z.number().int().nonnegative() })),
  soldOut: z.boolean(),
  /** The round's seed once published; null before. */
  revealedSeed: z.string().nullable(),
  /** The machine's chain head after this change (docs/fairness.md §9.7). */
  chainHead: chainHeadSchema.nullable(),
});

export const shopItemRoomRequestSchema = z.object({ itemId: shopItemIdSchema });

/** A shop item's units on sale changed (sold, held by a card order, released, restocked). */
export const shopItemChangedMessageSchema = z.object({
  itemId: z.string(),
  /** Revision of the `shop-stock` stream the notice was built from. */
  revision: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
});

export const packageRoomRequestSchema = z.object({ packageId: blindboxIdParamSchema });

/** A blind-box package changed (lock, release, draw): slot states only, never who holds a lock. */
export const packageChangedMessageSchema = z.object({
  packageId: z.string(),
  revision: z.number().int().nonnegative(),
  slots: z.array(
    z.object({
      item_index: z.number().int().nonnegative(),
      state: z.enum(['free', 'locked', 'drawn']),
      /** Seconds left on the lock when the notice was built (0 unless locked). */
      lock_remain: z.number().int().nonnegative(),
    }),
  ),
  remainingCount: z.number().int().nonnegative(),
  soldOut: z.boolean(),
});

/**
 * A line changed (joined, left, offered, claimed, passed on), pushed to its container's room
 * (`tube:<id>`, `package:<id>`). Lists opaque tickets in order, never who holds them: each page finds its own.
 */
export const lineChangedMessageSchema = z.object({
  container: lineContainerSchema,
  containerId: z.string(),
  /** Revision of the line's stream: clients drop stale notices. */
  revision: z.number().int().nonnegative(),
  /** Those waiting, first first: place = index + 1, with the estimated seconds until their offer. */
  waiting: z.array(z.object({ ticket: z.string(), eta_seconds: z.number().int().nonnegative() })),
  /** The hold offered now and the seconds left to claim it; null when none is. */
  offer: z.object({ ticket: z.string(), remain: z.number().int().nonnegative() }).nullable(),
});

export const clientMessageSchemas = {
  'tube:watch': tubeRoomRequestSchema,
  'tube:unwatch': tubeRoomRequestSchema,
  'gacha:watch': gachaRoomRequestSchema,
  'gacha:unwatch': gachaRoomRequestSchema,
  'shop-item:watch': shopItemRoomRequestSchema,
  'shop-item:unwatch': shopItemRoomRequestSchema,
  'package:watch': packageRoomRequestSchema,
  'package:unwatch': packageRoomRequestSchema,
} as const;

export const serverMessageSchemas = {
  'tube:changed': tubeChangedMessageSchema,
  'gacha:changed': gachaChangedMessageSchema,
  'shop-item:changed': shopItemChangedMessageSchema,
  'package:changed': packageChangedMessageSchema,
  'line:changed': lineChangedMessageSchema,
} as const;

export type TubeRoomRequest = z.infer<typeof tubeRoomRequestSchema>;
export type TubeChangedMessage = z.infer<typeof tubeChangedMessageSchema>;
export type GachaRoomRequest = z.infer<typeof gachaRoomRequestSchema>;
export type GachaChangedMessage = z.infer<typeof gachaChangedMessageSchema>;
export type ShopItemRoomRequest = z.infer<typeof shopItemRoomRequestSchema>;
export type ShopItemChangedMessage = z.infer<typeof shopItemChangedMessageSchema>;
export type PackageRoomRequest = z.infer<typeof packageRoomRequestSchema>;
export type PackageChangedMessage = z.infer<typeof packageChangedMessageSchema>;
export type LineChangedMessage = z.infer<typeof lineChangedMessageSchema>;
export type SocketAck = { ok: true } | { ok: false; message: string };

export interface ClientToServerEvents {
  'tube:watch': (msg: TubeRoomRequest, ack?: (res: SocketAck) => void) => void;
  'tube:unwatch': (msg: TubeRoomRequest, ack?: (res: SocketAck) => void) => void;
  'gacha:watch': (msg: GachaRoomRequest, ack?: (res: SocketAck) => void) => void;
  'gacha:unwatch': (msg: GachaRoomRequest, ack?: (res: SocketAck) => void) => void;
  'shop-item:watch': (msg: ShopItemRoomRequest, ack?: (res: SocketAck) => void) => void;
  'shop-item:unwatch': (msg: ShopItemRoomRequest, ack?: (res: SocketAck) => void) => void;
  'package:watch': (msg: PackageRoomRequest, ack?: (res: SocketAck) => void) => void;
  'package:unwatch': (msg: PackageRoomRequest, ack?: (res: SocketAck) => void) => void;
}

export interface ServerToClientEvents {
  'tube:changed': (msg: TubeChangedMessage) => void;
  'gacha:changed': (msg: GachaChangedMessage) => void;
  'shop-item:changed': (msg: ShopItemChangedMessage) => void;
  'package:changed': (msg: PackageChangedMessage) => void;
  'line:changed': (msg: LineChangedMessage) => void;
}

export const tubeRoom = (tubeId: string) => `tube:${tubeId}`;
export const gachaRoom = (productId: string) => `gacha:${productId}`;
export const shopItemRoom = (itemId: string) => `shop-item:${itemId}`;
export const packageRoom = (packageId: string) => `package:${packageId}`;
