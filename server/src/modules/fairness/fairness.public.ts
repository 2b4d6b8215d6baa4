// What other modules may use of fairness; lint forbids reaching any other file of this module.
export { DrawSeedRow } from './draw-seed.entity';
export { BeaconRoundLate, BeaconRounds } from './beacon/beacon-rounds';
