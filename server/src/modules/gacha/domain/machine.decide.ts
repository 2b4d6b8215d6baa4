// What may happen to a gacha machine. Time, ids, seeds and beacon rounds arrive in the command
// (DESIGN.md decision 4). A round stocked with a beacon key is under "gacha-v3": a purchase reserves
// a capsule naming a beacon round still to come (ReserveCapsule), and once that round is out the
// capsule is drawn from what is left by drawCapsuleV3 (DrawReservedCapsule), in the reservations'
// order. A round stocked without one is under "gacha-v2": the caller computes the round's capsule
// order from its secret seed (capsuleOrder, contracts) and a purchase takes the next capsule of it.
import {
  beaconRoundProblem,
  drawCapsuleV3,
  gachaEventHash,
  gachaFairnessSchemeV2,
  gachaFairnessSchemeV3,
  gachaRoundCommitment,
  type GachaEvent,
  type GachaItem,
  type SignedBeaconRound,
} from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialMachine, isOnSale, nextToDraw, remainingOf, type Machine, type StockedMachine } from './machine.state';

/** With `beaconPublicKey` the round is under gacha-v3 (its commitment covers the key), else gacha-v2. */
export type StockMachine = {
  type: 'StockMachine';
  data: { machineId: string; productId: string; items: GachaItem[]; commitment: string; beaconPublicKey?: string };
};
/** Staff restock: the running round ends (its seed is published) and a new round with a new seed begins. */
export type RestockMachine = {
  type: 'RestockMachine';
  data: { machineId: string; items: GachaItem[]; commitment: string; previousSeedHex: string; beaconPublicKey?: string };
};
/** gacha-v3: a paid purchase holds a capsule, to be drawn at `beaconRound` (or a later one, to keep the order). */
export type ReserveCapsule = { type: 'ReserveCapsule'; data: { machineId: string; orderId: string; userId: string; beaconRound: number } };
/** gacha-v3: the reserved capsule of `orderId` is drawn with its signed beacon round and the round's seed. */
export type DrawReservedCapsule = {
  type: 'DrawReservedCapsule';
  data: { machineId: string; orderId: string; seedHex: string; beacon: SignedBeaconRound };
};
export type DrawCapsule = {
  type: 'DrawCapsule';
  data: { machineId: string; orderId: string; userId: string; capsuleOrder: readonly string[] };
};
export type RevealGachaSeed = { type: 'RevealGachaSeed'; data: { machineId: string; seedHex: string } };
export type MachineCommand = StockMachine | RestockMachine | DrawCapsule | ReserveCapsule | DrawReservedCapsule | RevealGachaSeed;

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
/** A restock while paid capsules of the round wait for their beacon round: they are drawn first. */
export class CapsulesAwaitingDraw extends DomainError {}
/** A gacha-v3 draw that cannot be made now: not this order's turn, or not its named round. */
export class CapsuleNotDrawable extends DomainError {}

function checkItems(items: readonly GachaItem[]): void {
  if (items.length === 0) throw new InvalidStock('a machine holds at least one item');
  if (new Set(items.map((i) => i.id)).size !== items.length) throw new InvalidStock('item ids repeat');
  if (items.some((i) => !Number.isInteger(i.quantity) || i.quantity < 1)) throw new InvalidStock('every item has at least one capsule');
}

function stock(cmd: StockMachine, machine: Machine): UnchainedGachaEvent[] {
  if (machine.status !== 'empty') throw new MachineAlreadyStocked(`machine ${cmd.data.machineId} is already stocked`);
  checkItems(cmd.data.items);
  const { beaconPublicKey, ...data } = cmd.data;
  return [{ type: 'GachaStocked', data: { ...data, round: 1, ...schemeOf(beaconPublicKey) } }];
}

function schemeOf(beaconPublicKey: string | undefined): { scheme: 'gacha-v2' } | { scheme: 'gacha-v3'; beaconPublicKey: string } {
  return beaconPublicKey === undefined ? { scheme: gachaFairnessSchemeV2 } : { scheme: gachaFairnessSchemeV3, beaconPublicKey };
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
  if (machine.pending.size > 0)
    throw new CapsulesAwaitingDraw(`machine ${machine.machineId} has ${machine.pending.size} paid capsules waiting for their beacon round`);
  return [
    ...reveal(machine, cmd.data.previousSeedHex),
    {
      type: 'GachaStocked',
      data: {
        machineId: machine.machineId,
        productId: machine.productId,
        round: machine.round + 1,
        items: cmd.data.items,
        ...schemeOf(cmd.data.beaconPublicKey),
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
  if (machine.scheme === gachaFairnessSchemeV3) throw new InvalidCapsuleOrder(`round ${machine.round} draws capsules at beacon rounds`);
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

function reserve(cmd: ReserveCapsule, machine: Machine): UnchainedGachaEvent[] {
  const { machineId, orderId, userId, beaconRound } = cmd.data;
  if (machine.status !== 'stocked') throw new MachineNotStocked(machineId);
  // A retried purchase that already holds or took its capsule changes nothing.
  if (machine.orders.has(orderId) || machine.pending.has(orderId)) return [];
  if (!isOnSale(machine)) throw new MachineSoldOut(machineId);
  if (machine.scheme !== gachaFairnessSchemeV3) throw new InvalidCapsuleOrder(`round ${machine.round} is not drawn at beacon rounds`);
  return [
    {
      type: 'CapsuleReserved',
      data: {
        machineId,
        round: machine.round,
        position: machine.reserved + 1,
        orderId,
        userId,
        // Capsules are drawn in position order: a purchase never names a round before an earlier purchase's.
        beaconRound: Math.max(beaconRound, machine.lastBeaconRound),
      },
    },
  ];
}

// A BLS check costs a pairing; every capsule of a round's draw names the same signed round.
const checkedRounds = new Map<string, string | null>();
function checkedRound(publicKey: string, beacon: SignedBeaconRound): string | null {
  const key = `${publicKey}:${beacon.round}:${beacon.signature}:${beacon.randomness}`;
  let problem = checkedRounds.get(key);
  if (problem === undefined) {
    problem = beaconRoundProblem(publicKey, beacon);
    if (checkedRounds.size >= 1000) checkedRounds.clear();
    checkedRounds.set(key, problem);
  }
  return problem;
}

function drawReserved(cmd: DrawReservedCapsule, machine: Machine): UnchainedGachaEvent[] {
  const { machineId, orderId, seedHex, beacon } = cmd.data;
  if (machine.status !== 'stocked') throw new MachineNotStocked(machineId);
  if (machine.orders.has(orderId)) return [];
  const reservation = machine.pending.get(orderId);
  if (!reservation) throw new CapsuleNotDrawable(`order ${orderId} holds no capsule of machine ${machineId}`);
  if (nextToDraw(machine) !== reservation) throw new CapsuleNotDrawable(`capsule ${reservation.position} waits for the ones paid before it`);
  if (beacon.round !== reservation.beaconRound)
    throw new CapsuleNotDrawable(`order ${orderId} named beacon round ${reservation.beaconRound}, not ${beacon.round}`);
  const problem = checkedRound(machine.beaconPublicKey ?? '', beacon);
  if (problem) throw new CapsuleNotDrawable(problem);
  if (gachaRoundCommitment(machine, seedHex) !== machine.commitment)
    throw new GachaSeedMismatch(`the seed does not match round ${machine.round}'s commitment`);
  const remaining = new Map(machine.items.map((i) => [i.id, remainingOf(machine, i.id)]));
  const itemId = drawCapsuleV3(seedHex, machine.items, remaining, {
    machineId,
    round: machine.round,
    position: reservation.position,
    orderId,
    beaconRound: beacon.round,
    beaconRandomness: beacon.randomness,
  });
  const item = machine.items.find((i) => i.id === itemId)!;
  const events: UnchainedGachaEvent[] = [
    {
      type: 'CapsuleDrawn',
      data: {
        machineId,
        round: machine.round,
        position: reservation.position,
        orderId,
        userId: reservation.userId,
        itemId,
        itemName: item.name,
        rarity: item.rarity,
        beaconRound: beacon.round,
        beaconSignature: beacon.signature,
        beaconRandomness: beacon.randomness,
      },
    },
  ];
  if (machine.sold + 1 === machine.total) events.push({ type: 'GachaSoldOut', data: { machineId, round: machine.round } });
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
    case 'ReserveCapsule':
      return reserve(command, machine);
    case 'DrawReservedCapsule':
      return drawReserved(command, machine);
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
