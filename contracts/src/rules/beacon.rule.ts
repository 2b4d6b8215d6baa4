// Public randomness beacon rounds in drand's quicknet scheme (docs/fairness.md §7), checked offline:
// "bls-unchained-g1-rfc9380" — BLS12-381 with signatures on G1 and the public key on G2, rounds
// unchained (a round's message is its number alone, not the previous signature):
//   message    = SHA-256( uint64be(round) )
//   signature  = sk · H(message),  H = hash-to-G1 of RFC 9380 with the DST below   (48 bytes, compressed)
//   randomness = SHA-256( signature )
// The same check runs in the browser, the CLI and the server (the local beacon signs with it too).
// Why @noble/curves: an audited, maintained pure-JS BLS12-381, synchronous, no platform module.
import { bls12_381 } from '@noble/curves/bls12-381';
import { bytesToHex, hexToBytes, sha256 } from './sha256';

/** drand's name for the scheme. */
export const beaconScheme = 'bls-unchained-g1-rfc9380';
/** RFC 9380 domain separation tag of the hash to G1, as drand's quicknet uses it. */
export const beaconDst = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** A beacon round as published: the round number, its signature and randomness (hex). */
export interface SignedBeaconRound {
  round: number;
  /** 96 hex digits: the compressed G1 point. */
  signature: string;
  /** 64 hex digits: SHA-256 of the signature's 48 bytes. */
  randomness: string;
}

/** SHA-256 of the round number as 8 bytes, big-endian: the message a round signs. */
export function beaconRoundMessage(round: number): Uint8Array {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`a beacon round is a positive integer, not ${round}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** randomness = hex(SHA-256(signature bytes)). */
export function beaconRandomnessOf(signatureHex: string): string {
  return bytesToHex(sha256(hexToBytes(signatureHex)));
}

const hashToG1 = (round: number) => bls12_381.shortSignatures.hash(beaconRoundMessage(round), beaconDst);

/** The G2 public key (192 hex digits, compressed) of a 32-byte secret key given as 64 hex digits. */
export function beaconPublicKeyOf(secretKeyHex: string): string {
  return bytesToHex(bls12_381.shortSignatures.getPublicKey(hexToBytes(secretKeyHex)).toBytes(true));
}

/** Signs a round in the scheme: what a beacon holding `secretKeyHex` publishes for it. */
export function signBeaconRound(secretKeyHex: string, round: number): SignedBeaconRound {
  const point = bls12_381.shortSignatures.sign(hashToG1(round), hexToBytes(secretKeyHex));
  const signature = bytesToHex(point.toBytes(true));
  return { round, signature, randomness: beaconRandomnessOf(signature) };
}

const hex = (length: number) => new RegExp(`^[0-9a-f]{${length}}$`);
const publicKeyPattern = hex(192);
const signaturePattern = hex(96);
const randomnessPattern = hex(64);

/**
 * Why a published round does not hold, or null when it does: the signature is the beacon's (under
 * `publicKeyHex`) on that round's message, and the randomness is SHA-256 of the signature.
 */
export function beaconRoundProblem(publicKeyHex: string, published: SignedBeaconRound): string | null {
  const { round, signature, randomness } = published;
  if (!Number.isSafeInteger(round) || round < 1) return `round ${round} is not a positive integer`;
  if (!publicKeyPattern.test(publicKeyHex)) return 'the beacon public key is not 96 bytes of lowercase hex';
  if (!signaturePattern.test(signature)) return `round ${round}: the signature is not 48 bytes of lowercase hex`;
  if (!randomnessPattern.test(randomness)) return `round ${round}: the randomness is not 32 bytes of lowercase hex`;
  if (beaconRandomnessOf(signature) !== randomness) return `round ${round}: the randomness is not SHA-256 of the signature`;
  let valid: boolean;
  try {
    valid = bls12_381.shortSignatures.verify(signature, hashToG1(round), publicKeyHex);
  } catch {
    // Bytes that are no point of the curve (or not of its subgroup) sign nothing.
    valid = false;
  }
  return valid ? null : `round ${round}: the signature is not the beacon's (BLS, ${beaconScheme}) on this round`;
}

/** A fresh secret key for a local beacon (64 hex digits, a scalar of the curve's order). */
export function generateBeaconSecretKey(): string {
  return bytesToHex(bls12_381.utils.randomSecretKey());
}
