// What may happen to a gacha machine. Time, ids and seeds arrive in the command (DESIGN.md
// decision 4): the capsule order is computed by the caller from the round's secret seed
// (capsuleOrder, contracts); the decider only reads it. Every round it stocks is under "gacha-v2",
// whose commitment (gachaCommitmentV2) the caller computes over the machine, round and item list.
import { gachaEventHash, gachaFairnessSchemeV2, gachaRoundCommitment, type GachaEvent, type GachaItem } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialMachine, isOnSale, type Machine, type StockedMachine } from './machine.state';

export type StockMachine = { type: 'StockMachine'; data: { machineId: string; productId: string; items: GachaItem[]; commitment: string } };
/** Staff restock: the running round ends (its seed is published) and a new round with a new seed begins. */
export type RestockMachine = { type: 'RestockMachine'; data: { machineId: string; items: GachaItem[]; commitment: string; previousSeedHex: string } };
export type DrawCapsule = {
  type: 'DrawCapsule';
  data: { machineId: string; orderId: string; userId: string; capsuleOrder: readonly string[] };
};
export type RevealGachaSeed = { type: 'RevealGachaSeed'; data: { machineId: string; seedHex: string } };
export type MachineCommand = StockMachine | RestockMachine | DrawCapsule | RevealGachaSeed;

type Unchained<E> = E extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'prevHash'> } : never;
export type UnchainedGachaEvent = Unchained<GachaEvent>;

export class MachineAlreadyStocked extends DomainError {}
export class MachineNotStocked extends DomainError {
  constructor(readonly machineId: string) {
    super(`machine ${machineId} is not stocked`);
  }
}
/** No capsule left to sell (sold out, or the round's seed is already public). */
export class MachineSoldOut extends DomainError {
  constructor(readonly machineId: string) {
    super(`machine ${machineId} is sold out`);
  }
}
export class InvalidStock extends DomainError {}
export class InvalidCapsuleOrder extends DomainError {}
export class MachineNotSoldOut extends DomainError {}
export class GachaSeedMismatch extends DomainError {}

function checkItems(items: readonly GachaItem[]): void {
  if (items.length === 0) throw new InvalidStock('a machine holds at least one item');
  if (new Set(items.map((i) => i.id)).size !== items.length) throw new InvalidStock('item ids repeat');
  if (items.some((i) => !Number.isInteger(i.quantity) || i.quantity < 1)) throw new InvalidStock('every item has at least one capsule');
}

function stock(cmd: StockMachine, machine: Machine): UnchainedGachaEvent[] {
  if (machine.status !== 'empty') throw new MachineAlreadyStocked(`machine ${cmd.data.machineId} is already stocked`);
  checkItems(cmd.data.items);
  return [{ type: 'GachaStocked', data: { ...cmd.data, round: 1, scheme: gachaFairnessSchemeV2 } }];
}

function reveal(machine: StockedMachine, seedHex: string): UnchainedGachaEvent[] {
  if (machine.revealed) return [];
  if (gachaRoundCommitment(machine, seedHex) !== machine.commitment)
    throw new GachaSeedMismatch(`the seed does not match round ${machine.round}'s commitment`);
  return [{ type: 'GachaSeedRevealed', data: { machineId: machine.machineId, round: machine.round, seed: seedHex.toLowerCase() } }];
}

function restock(cmd: RestockMachine, machine: Machine): UnchainedGachaEvent[] {
  if (machine.status !== 'stocked') throw new MachineNotStocked(cmd.data.machineId);
  checkItems(cmd.data.items);
  return [
    ...reveal(machine, cmd.data.previousSeedHex),
    {
      type: 'GachaStocked',
      data: {
        machineId: machine.machineId,
        productId: machine.productId,
        round: machine.round + 1,
        items: cmd.data.items,
        scheme: gachaFairnessSchemeV2,
        commitment: cmd.data.commitment,
      },
    },
  ];
}

function draw(cmd: DrawCapsule, machine: Machine): UnchainedGachaEvent[] {
  const { machineId, orderId, userId, capsuleOrder } = cmd.data;
  if (machine.status !== 'stocked') throw new MachineNotStocked(machineId);
  // A retried draw for an order that already took its capsule changes nothing.
  if (machine.orders.has(orderId)) return [];
  if (!isOnSale(machine)) throw new MachineSoldOut(machineId);
  if (capsuleOrder.length !== machine.total) throw new InvalidCapsuleOrder(`an order of ${capsuleOrder.length} for ${machine.total} capsules`);
  const position = machine.sold + 1;
  const item = machine.items.find((i) => i.id === capsuleOrder[position - 1]);
  if (!item) throw new InvalidCapsuleOrder(`position ${position} names no item of round ${machine.round}`);
  const events: UnchainedGachaEvent[] = [
    {
      type: 'CapsuleDrawn',
      data: { machineId, round: machine.round, position, orderId, userId, itemId: item.id, itemName: item.name, rarity: item.rarity },
    },
  ];
  if (position === machine.total) events.push({ type: 'GachaSoldOut', data: { machineId, round: machine.round } });
  return events;
}

function revealSeed(cmd: RevealGachaSeed, machine: Machine): UnchainedGachaEvent[] {
  if (machine.status !== 'stocked') throw new MachineNotStocked(cmd.data.machineId);
  if (!machine.soldOut) throw new MachineNotSoldOut(`machine ${machine.machineId} still has capsules`);
  return reveal(machine, cmd.data.seedHex);
}

/** Links new events into the stream's hash chain, each to the one before it. */
function chain(lastHash: string, events: UnchainedGachaEvent[]): GachaEvent[] {
  let prevHash = lastHash;
  return events.map((e) => {
    const linked = { type: e.type, data: { ...e.data, prevHash } } as GachaEvent;
    prevHash = gachaEventHash(linked);
    return linked;
  });
}

export function decide(command: MachineCommand, machine: Machine): GachaEvent[] {
  return chain(machine.lastHash, decideUnchained(command, machine));
}

function decideUnchained(command: MachineCommand, machine: Machine): UnchainedGachaEvent[] {
  switch (command.type) {
    case 'StockMachine':
      return stock(command, machine);
    case 'RestockMachine':
      return restock(command, machine);
    case 'DrawCapsule':
      return draw(command, machine);
    case 'RevealGachaSeed':
      return revealSeed(command, machine);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const machineDecider = { initialState: initialMachine, evolve, decide };
export const machineStreamId = (machineId: string) => `gacha-${machineId}`;
