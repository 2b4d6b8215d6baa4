// GET /api/fairness/beacon: the randomness beacon this shop names rounds of (docs/fairness.md §7).
import { z } from 'zod';
import { beaconPublicKeyHex } from '../events/tube.events';

export const beaconInfoResponseSchema = z.object({
  success: z.literal(true),
  beacon: z.object({
    /** `local`: the shop's own key signs the rounds; `drand`: the League of Entropy's network. */
    kind: z.enum(['local', 'drand']),
    /** Always drand quicknet's scheme. */
    scheme: z.literal('bls-unchained-g1-rfc9380'),
    /** The G2 public key (96 bytes, compressed, hex) every round verifies against. */
    public_key: beaconPublicKeyHex,
    /** Round 1 is published at genesis_time (seconds since the epoch), round r at genesis_time + (r − 1)·period. */
    genesis_time: z.number(),
    period: z.number().positive(),
  }),
});
export type BeaconInfoResponse = z.infer<typeof beaconInfoResponseSchema>;
