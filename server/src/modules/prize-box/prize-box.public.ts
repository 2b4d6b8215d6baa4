// What other modules (and the purchase core, server/src/purchases) may use of the prize box; lint
// forbids reaching any other file of this module. Adding prizes is a command on the CommandBus;
// the decider and state are here so that the purchase core can decide additions in memory.
export { PrizeBoxModule } from './prize-box.module';
export { AddBoxItemsCommand } from './commands/add-box-items/add-box-items.command';
export { EmptyBoxAddition, boxDecider, boxStreamId, decide as decideBox, type AddBoxItems, type BoxCommand } from './domain/box.decide';
export { evolve as evolveBox, initialBox, type Box } from './domain/box.state';
export type { BoxEvent } from '@shop/contracts';
