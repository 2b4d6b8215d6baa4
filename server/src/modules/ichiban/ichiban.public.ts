// What other modules may use of ichiban; lint forbids reaching any other file of this module.
// (Not the Nest module: only the app module imports it, and the catalogue's seed, which needs the
// tube decider, is reached from the wallet, which the ichiban module imports: a require cycle.)
export { tubeDecider, type OpenTube } from './domain/tube.decide';
export { TubeBoardReader } from './queries/tube-board.reader';
