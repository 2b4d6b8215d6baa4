// The typed socket.io message map: what clients may send, what the server pushes.
// Pushed messages are small notices carrying the new revision; clients refetch or patch.
import { z } from 'zod';
import { tierCountSchema } from './api/raffle';

export const tubeRoomRequestSchema = z.object({ tubeId: z.string().min(1).max(64) });

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
  /** Per tier (A..G, LAST): total and remaining. */
  tiers: z.array(tierCountSchema),
  soldOut: z.boolean(),
});

export const packageRoomRequestSchema = z.object({ packageId: z.string().min(1).max(64) });

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

export const clientMessageSchemas = {
  'tube:watch': tubeRoomRequestSchema,
  'tube:unwatch': tubeRoomRequestSchema,
  'package:watch': packageRoomRequestSchema,
  'package:unwatch': packageRoomRequestSchema,
} as const;

export const serverMessageSchemas = {
  'tube:changed': tubeChangedMessageSchema,
  'package:changed': packageChangedMessageSchema,
} as const;

export type TubeRoomRequest = z.infer<typeof tubeRoomRequestSchema>;
export type TubeChangedMessage = z.infer<typeof tubeChangedMessageSchema>;
export type PackageRoomRequest = z.infer<typeof packageRoomRequestSchema>;
export type PackageChangedMessage = z.infer<typeof packageChangedMessageSchema>;
export type SocketAck = { ok: true } | { ok: false; message: string };

export interface ClientToServerEvents {
  'tube:watch': (msg: TubeRoomRequest, ack?: (res: SocketAck) => void) => void;
  'tube:unwatch': (msg: TubeRoomRequest, ack?: (res: SocketAck) => void) => void;
  'package:watch': (msg: PackageRoomRequest, ack?: (res: SocketAck) => void) => void;
  'package:unwatch': (msg: PackageRoomRequest, ack?: (res: SocketAck) => void) => void;
}

export interface ServerToClientEvents {
  'tube:changed': (msg: TubeChangedMessage) => void;
  'package:changed': (msg: PackageChangedMessage) => void;
}

export const tubeRoom = (tubeId: string) => `tube:${tubeId}`;
export const packageRoom = (packageId: string) => `package:${packageId}`;
