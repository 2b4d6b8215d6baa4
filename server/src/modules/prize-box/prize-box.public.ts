// What other modules (and the purchase core, server/src/purchases) may use of the prize box; lint
// forbids reaching any other file of this module. Prizes arrive through the purchase core, which
// decides additions in memory with the decider and state exported here; a shipping order is a
// purchase too (its line, ShippingLine, marks items instead of adding them).
export { EmptyBoxAddition, boxDecider, boxStreamId, decide as decideBox, type AddBoxItems, type BoxCommand } from './domain/box.decide';
export { evolve as evolveBox, initialBox, type Box } from './domain/box.state';
export type { BoxEvent } from '@shop/contracts';
export { shipmentStreamId } from './domain/shipment.decide';
