// Turns committed read-model changes into the small typed notices clients receive
// (DESIGN.md decision 8). Pure: the same changes always make the same messages.
import {
  gachaRoom,
  packageRoom,
  shopItemRoom,
  tubeRoom,
  type GachaChangedMessage,
  type LineChangedMessage,
  type PackageChangedMessage,
  type ServerToClientEvents,
  type TubeChangedMessage,
} from '@shop/contracts';
import {
  chainHeadOf,
  gachaMachine,
  lineEtas,
  lockRemainSeconds,
  offerRemainSeconds,
  packageBoard,
  availableTickets,
  reservedTickets,
  shopStock,
  slotStates,
  tierCounts,
  tubeBoard,
  holdLine,
  type CommittedChange,
  type GachaMachineRow,
  type PackageBoardRow,
  type ShopStockRow,
  type TubeBoardRow,
  type HoldLineRow,
} from '@shop/projections';

export interface LiveMessage<E extends keyof ServerToClientEvents = keyof ServerToClientEvents> {
  room: string;
  event: E;
  message: Parameters<ServerToClientEvents[E]>[0];
}

export function liveMessages(changes: CommittedChange[], now: Date): LiveMessage[] {
  const out: LiveMessage[] = [];
  for (const change of changes) {
    if (change.projection === gachaMachine.name) {
      for (const row of change.rows as GachaMachineRow[]) out.push(gachaChanged(row));
      continue;
    }
    if (change.projection === shopStock.name) {
      for (const row of change.rows as ShopStockRow[])
        for (const itemId of new Set(row.changed))
          out.push({
            room: shopItemRoom(itemId),
            event: 'shop-item:changed',
            message: { itemId, revision: row.revision, stock: Math.max(0, row.available[itemId] ?? 0) },
          });
      continue;
    }
    if (change.projection === packageBoard.name) {
      for (const row of change.rows as PackageBoardRow[]) out.push(packageChanged(row, now));
      continue;
    }
    if (change.projection === holdLine.name) {
      for (const row of change.rows as HoldLineRow[]) out.push(lineChanged(row, now));
      continue;
    }
    if (change.projection !== tubeBoard.name) continue;
    for (const row of change.rows as TubeBoardRow[]) {
      const held = row.lockExpiresAt !== null && row.lockExpiresAt.getTime() > now.getTime();
      const message: TubeChangedMessage = {
        tubeId: row.tubeId,
        revision: row.revision,
        locked: held,
        lockExpiresAt: held ? row.lockExpiresAt!.toISOString() : null,
        lockRemain: held ? lockRemainSeconds(row, now) : 0,
        remainingTickets: availableTickets(row, now),
        drawnNumbers: row.drawnNumbers,
        reservedNumbers: reservedTickets(row, now).numbers,
        tiers: tierCounts(row),
        soldOut: row.soldOut,
        chainHead: chainHeadOf(row),
      };
      out.push({ room: tubeRoom(row.tubeId), event: 'tube:changed', message });
    }
  }
  return out;
}

/** A machine's stock: every draw pushes the new remaining quantities to its watchers. */
function gachaChanged(row: GachaMachineRow): LiveMessage<'gacha:changed'> {
  const message: GachaChangedMessage = {
    productId: row.productId,
    revision: row.revision,
    round: row.round,
    totalQuantity: row.totalQuantity,
    remainingQuantity: row.remainingQuantity,
    items: row.items.map((i) => ({ id: i.id, remaining_quantity: i.remaining })),
    soldOut: row.soldOut,
    revealedSeed: row.revealedSeed,
    chainHead: chainHeadOf(row),
  };
  return { room: gachaRoom(row.productId), event: 'gacha:changed', message };
}

/** A blind box's slot grid: states only, never who holds a lock. */
function packageChanged(row: PackageBoardRow, now: Date): LiveMessage<'package:changed'> {
  const slots = slotStates(row, now);
  const message: PackageChangedMessage = {
    packageId: row.packageId,
    revision: row.revision,
    slots: slots.map((s) => ({ item_index: s.itemIndex, state: s.state, lock_remain: s.lockRemain })),
    remainingCount: slots.filter((s) => s.state !== 'drawn').length,
    soldOut: row.soldOut,
  };
  return { room: packageRoom(row.packageId), event: 'package:changed', message };
}

/** A line, to its container's room: tickets in order with their wait, never who holds them. */
function lineChanged(row: HoldLineRow, now: Date): LiveMessage<'line:changed'> {
  const etas = lineEtas(row, now);
  const message: LineChangedMessage = {
    container: row.container,
    containerId: row.containerId,
    revision: row.revision,
    waiting: row.waiting.map((w, i) => ({ ticket: w.ticket, eta_seconds: etas[i]! })),
    offer: row.offer && { ticket: row.offer.ticket, remain: offerRemainSeconds(row.offer, now) },
  };
  const room = row.container === 'tube' ? tubeRoom(row.containerId) : packageRoom(row.containerId);
  return { room, event: 'line:changed', message };
}

/** Where live messages go: the in-process socket.io server, or Redis for a separate projector. */
export type Broadcast = (message: LiveMessage) => void;
