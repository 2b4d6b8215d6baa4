// GET /api/fairness/beacon: which beacon the shop names rounds of, and the public key that every
// round verifies against (docs/fairness.md §7). Public: an auditor pins the key before trusting rounds.
import { Controller, Get, Inject } from '@nestjs/common';
import { beaconInfoResponseSchema, beaconScheme, type BeaconInfoResponse } from '@shop/contracts';
import { RANDOMNESS_BEACON, type RandomnessBeacon } from '../beacon/randomness-beacon.port';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Fairness')
@Controller('fairness')
export class BeaconInfoHttpController {
  constructor(@Inject(RANDOMNESS_BEACON) private readonly beacon: RandomnessBeacon) {}

  @Get('beacon')
  @ApiDoc({
    summary: 'The randomness beacon whose rounds the draws mix in, and the public key every round verifies against',
    answer: beaconInfoResponseSchema,
  })
  info(): BeaconInfoResponse {
    const { kind, publicKey, clock } = this.beacon;
    return { success: true, beacon: { kind, scheme: beaconScheme, public_key: publicKey, genesis_time: clock.genesisTime, period: clock.period } };
  }
}
