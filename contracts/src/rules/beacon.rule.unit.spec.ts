import { beaconPublicKeyOf, beaconRandomnessOf, beaconRoundMessage, beaconRoundProblem, signBeaconRound } from './beacon.rule';
import { bytesToHex } from './sha256';

// drand's quicknet chain (hash 52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971): its
// public key as drand publishes it in its chain info (github.com/drand/website,
// docs/blog/2023-10-16-quicknet-is-live.md, and GET https://api.drand.sh/<chain hash>/info).
const quicknetPublicKey =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';

// Real rounds published by quicknet. Rounds 1–3: drand's own interoperability fixtures
// (github.com/drand/drand, internal/interop/verify_test.go, "real beacons fetched from the drand
// League of Entropy mainnet relays"). Round 657413: github.com/mcdcam/python-drand-verify, README.md.
const publishedRounds = [
  {
    round: 1,
    signature: 'b55e7cb2d5c613ee0b2e28d6750aabbb78c39dcc96bd9d38c2c2e12198df95571de8e8e402a0cc48871c7089a2b3af4b',
    randomness: '1466a6cd24e327188770752f6134001c64d6efcc590ccc26b721611ad96f165a',
  },
  {
    round: 2,
    signature: 'b6b6a585449b66eb12e875b64fcbab3799861a00e4dbf092d99e969a5eac57dd3f798acf61e705fe4f093db926626807',
    randomness: '5782d6987841c654515a0e72b2d1ebb4e741234042c37cb19608ae50d93fb60c',
  },
  {
    round: 3,
    signature: 'b3fab6df720b68cc47175f2c777e86d84187caab5770906f515ff1099cb01e4deaa027075d860823e49477b93c72bd64',
    randomness: '7ef4621ace1c6da4eb2eee7cd901f81385bca5b189771ec0f08d0d2566dd1a21',
  },
  {
    round: 657413,
    signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
    randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
  },
];

describe('beacon rounds in drand quicknet scheme, checked offline', () => {
  it.each(publishedRounds)('given quicknet round $round as published then its signature and randomness verify against quicknet key', (published) => {
    expect(beaconRoundProblem(quicknetPublicKey, published)).toBeNull();
    expect(beaconRandomnessOf(published.signature)).toBe(published.randomness);
  });

  it('when a published signature is presented for another round then it fails', () => {
    const [one, two] = publishedRounds;
    expect(beaconRoundProblem(quicknetPublicKey, { ...one!, round: two!.round })).toMatch(/not the beacon's/);
  });

  it('when a signature bit is flipped (and randomness recomputed to match) then it fails', () => {
    const { round, signature } = publishedRounds[3]!;
    const flipped = `${signature.slice(0, 40)}${(parseInt(signature[40]!, 16) ^ 1).toString(16)}${signature.slice(41)}`;
    expect(beaconRoundProblem(quicknetPublicKey, { round, signature: flipped, randomness: beaconRandomnessOf(flipped) })).toMatch(/not the beacon's/);
  });

  it('when the randomness is not SHA-256 of the signature then it fails', () => {
    expect(beaconRoundProblem(quicknetPublicKey, { ...publishedRounds[0]!, randomness: 'ff'.repeat(32) })).toMatch(/not SHA-256/);
  });

  it('when a round is forged with another key then it fails against the named key', () => {
    const forged = signBeaconRound('11'.repeat(32), 657413);
    expect(beaconRoundProblem(quicknetPublicKey, forged)).toMatch(/not the beacon's/);
  });

  it('given a local key when it signs a round then the round verifies against its public key only', () => {
    const secretKey = '2a'.repeat(32);
    const publicKey = beaconPublicKeyOf(secretKey);
    expect(publicKey).toMatch(/^[0-9a-f]{192}$/);
    const signed = signBeaconRound(secretKey, 42);
    expect(signed).toEqual({ round: 42, signature: expect.stringMatching(/^[0-9a-f]{96}$/), randomness: beaconRandomnessOf(signed.signature) });
    // BLS signatures are unique: the same key signs a round one way only.
    expect(signBeaconRound(secretKey, 42)).toEqual(signed);
    expect(beaconRoundProblem(publicKey, signed)).toBeNull();
    expect(beaconRoundProblem(publicKey, { ...signBeaconRound(secretKey, 43), round: 42 })).toMatch(/not the beacon's/);
    expect(beaconRoundProblem(beaconPublicKeyOf('2b'.repeat(32)), signed)).toMatch(/not the beacon's/);
  });

  it('when bytes are not a point of the curve then they sign nothing', () => {
    const garbage = 'ab'.repeat(48);
    expect(beaconRoundProblem(quicknetPublicKey, { round: 1, signature: garbage, randomness: beaconRandomnessOf(garbage) })).toMatch(
      /not the beacon's/,
    );
    expect(beaconRoundProblem('cd'.repeat(96), publishedRounds[0]!)).toMatch(/not the beacon's/);
  });

  it('when the message of a round is asked then it is SHA-256 of the round as 8 bytes big-endian', () => {
    // SHA-256 of 00 00 00 00 00 00 00 01.
    expect(bytesToHex(beaconRoundMessage(1))).toBe('cd2662154e6d76b2b2b92e70c0cac3ccf534f9b74eb5b89819ec509083d00a50');
    expect(() => beaconRoundMessage(0)).toThrow(RangeError);
  });
});
