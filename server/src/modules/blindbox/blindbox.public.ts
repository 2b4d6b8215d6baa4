// What other modules may use of the blind boxes; lint forbids reaching any other file of this module.
export { packageDecider, packageStreamId } from './domain/package.decide';
export { seedDemoBlindboxes } from './seed-demo-blindboxes';
export { BlindboxReader } from './queries/blindbox.reader';
