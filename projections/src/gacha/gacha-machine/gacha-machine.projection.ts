// The stock of each capsule machine: the round's items, what is left of each, sell-out, the seed and
// the chain head (the hash of the machine's last event).
import { gachaEventHash } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { GachaMachineRow } from './gacha-machine.entity';

const handles = ['GachaStocked', 'CapsuleReserved', 'CapsuleDrawn', 'GachaSoldOut', 'GachaSeedRevealed'] as const;

export const gachaMachine = projection({
  name: 'gacha-machine',
  entity: GachaMachineRow,
  key: 'machineId',
  handles,
  keyOf: (event) => event.data.machineId,
  evolve(row, event): GachaMachineRow | null {
    if (row && event.revision <= row.revision) return row;
    // Every machine event moves the chain head, whatever else it changes.
    const next = machineAfter(row, event);
    return next && { ...next, headHash: gachaEventHash(event) };
  },
});

function machineAfter(row: GachaMachineRow | null, event: ProjectedEvent<(typeof handles)[number]>): GachaMachineRow | null {
  switch (event.type) {
    case 'GachaStocked': {
      const d = event.data;
      const total = d.items.reduce((n, i) => n + i.quantity, 0);
      return {
        machineId: d.machineId,
        productId: d.productId,
        round: d.round,
        items: d.items.map((i) => ({
          id: i.id,
          name: i.name,
          rarity: i.rarity,
          image_url: i.image_url,
          quantity: i.quantity,
          remaining: i.quantity,
        })),
        totalQuantity: total,
        remainingQuantity: total,
        soldOut: false,
        commitment: d.commitment,
        revealedSeed: null,
        headHash: null,
        revision: event.revision,
      };
    }
    // gacha-v3: a paid capsule leaves the machine's count at once; which item it is, when it is drawn.
    case 'CapsuleReserved':
      if (!row) return null;
      return { ...row, remainingQuantity: row.remainingQuantity - 1, revision: event.revision };
    case 'CapsuleDrawn':
      if (!row) return null;
      return {
        ...row,
        items: row.items.map((i) => (i.id === event.data.itemId ? { ...i, remaining: i.remaining - 1 } : i)),
        // A gacha-v3 capsule (it names its beacon round) was counted when it was reserved.
        remainingQuantity: event.data.beaconRound === undefined ? row.remainingQuantity - 1 : row.remainingQuantity,
        revision: event.revision,
      };
    case 'GachaSoldOut':
      if (!row) return null;
      return { ...row, soldOut: true, revision: event.revision };
    case 'GachaSeedRevealed':
      if (!row) return null;
      return { ...row, revealedSeed: event.data.seed, revision: event.revision };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
