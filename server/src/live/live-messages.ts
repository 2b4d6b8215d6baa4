// Turns committed read-model changes into the small typed notices clients receive
// (DESIGN.md decision 8). Pure: the same changes always make the same messages.
import { gachaRoom, shopItemRoom, tubeRoom, type GachaChangedMessage, type ServerToClientEvents, type TubeChangedMessage } from '@shop/contracts';
import {
  chainHeadOf,
  gachaMachine,
  lockRemainSeconds,
  remainingTickets,
  shopStock,
  tierCounts,
  tubeBoard,
  type CommittedChange,
  type ShopStockRow,
  type GachaMachineRow,
  type TubeBoardRow,
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
    if (change.projection !== tubeBoard.name) continue;
    for (const row of change.rows as TubeBoardRow[]) {
      const held = row.lockExpiresAt !== null && row.lockExpiresAt.getTime() > now.getTime();
      const message: TubeChangedMessage = {
        tubeId: row.tubeId,
        revision: row.revision,
        locked: held,
        lockExpiresAt: held ? row.lockExpiresAt!.toISOString() : null,
        lockRemain: held ? lockRemainSeconds(row, now) : 0,
        remainingTickets: remainingTickets(row),
        drawnNumbers: row.drawnNumbers,
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
  };
  return { room: gachaRoom(row.productId), event: 'gacha:changed', message };
}

/** Where live messages go: the in-process socket.io server, or Redis for a separate projector. */
export type Broadcast = (message: LiveMessage) => void;
