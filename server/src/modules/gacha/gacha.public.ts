// What other modules may use of gacha; lint forbids reaching any other file of this module.
export { StockMachineCommand } from './commands/stock-machine/stock-machine.command';
export { machineDecider, machineStreamId } from './domain/machine.decide';
export { gachaSeedKey } from './gacha-secrets';
export { GachaDrawSweeper } from './purchase/gacha-draw.sweeper';
export { GachaMachineReader } from './queries/gacha-machine.reader';
