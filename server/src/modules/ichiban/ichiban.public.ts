// What other modules may use of ichiban; lint forbids reaching any other file of this module.
export { tubeDecider, type OpenTube } from './domain/tube.decide';
export { TubeBoardReader, toTubeInfo } from './queries/tube-board.reader';
export { seedDemoSoldOutTube, DEMO_SOLD_OUT_TUBE, DEMO_BUYER } from './seed-demo-sold-out-tube';
