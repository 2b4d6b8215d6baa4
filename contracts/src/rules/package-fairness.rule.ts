// Verifiable blind boxes. Every scheme lays the box out the same way: slot i holds entry i of the
// Fisher–Yates shuffle (shuffleWithSeed, the tubes') of the items as PackageOpened lists them,
// driven by the box's seed (32 secret bytes). The schemes differ in what the commitment covers:
//   package-v1  SHA-256( utf8("package-v1") || utf8(packageId) || seed )
//   package-v2  SHA-256( utf8(canonicalJson({scheme: "package-v2", packageId, items})) || seed )
//   package-v3  SHA-256( utf8(canonicalJson({scheme: "package-v3", packageId, items, beaconRound, beaconPublicKey})) || seed )
// v2 binds the item list and its order too, so a reordered PackageOpened.items (which would give
// another layout for the same seed) no longer matches. Boxes opened since v2 carry `scheme`.
// v3 names a beacon round published after the box opened, and the shuffle is keyed not by the seed
// but by HMAC-SHA256(seed, "package-v3" || randomness), so the operator cannot shop for layouts.
import type { PackageItem, PackageOpened } from '../events/package.events';
import { canonicalJson } from './canonical-json';
import { shuffleWithSeed } from './fairness.rule';
import { bytesToHex, concatBytes, hexToBytes, hmacSha256, sha256, utf8Bytes } from './sha256';

export const packageFairnessScheme = 'package-v1';
export const packageFairnessSchemeV2 = 'package-v2';
export const packageFairnessSchemeV3 = 'package-v3';

/** The package-v1 commitment: the box's id and seed only. */
export function packageCommitment(packageId: string, seedHex: string): string {
  return bytesToHex(sha256(concatBytes(utf8Bytes(packageFairnessScheme), utf8Bytes(packageId), hexToBytes(seedHex.toLowerCase()))));
}

/** The package-v2 commitment: the box's id, its item list in order, and its seed. */
export function packageCommitmentV2(packageId: string, items: readonly PackageItem[], seedHex: string): string {
  const statement = canonicalJson({ scheme: packageFairnessSchemeV2, packageId, items });
  return bytesToHex(sha256(concatBytes(utf8Bytes(statement), hexToBytes(seedHex.toLowerCase()))));
}

/** The package-v3 commitment: the box's id, its item list in order, its beacon round and key, and its seed. */
export function packageCommitmentV3(
  packageId: string,
  items: readonly PackageItem[],
  beacon: { beaconRound: number; beaconPublicKey: string },
  seedHex: string,
): string {
  const statement = canonicalJson({ scheme: packageFairnessSchemeV3, packageId, items, ...beacon });
  return bytesToHex(sha256(concatBytes(utf8Bytes(statement), hexToBytes(seedHex.toLowerCase()))));
}

/** The commitment PackageOpened must hold for this seed, under the scheme it names. */
export function packageOpenedCommitment(
  opened: Pick<PackageOpened['data'], 'packageId' | 'scheme' | 'beaconRound' | 'beaconPublicKey'> & { items: readonly PackageItem[] },
  seedHex: string,
): string {
  if (opened.scheme === packageFairnessSchemeV3) {
    if (opened.beaconRound === undefined || opened.beaconPublicKey === undefined) throw new Error('package-v3 names a beacon round and key');
    return packageCommitmentV3(opened.packageId, opened.items, { beaconRound: opened.beaconRound, beaconPublicKey: opened.beaconPublicKey }, seedHex);
  }
  return opened.scheme === packageFairnessSchemeV2
    ? packageCommitmentV2(opened.packageId, opened.items, seedHex)
    : packageCommitment(opened.packageId, seedHex);
}

/**
 * The item behind each slot (index = item_index). package-v1/v2: the seed's shuffle of the items;
 * package-v3 (`beaconRandomness` given): the shuffle keyed by HMAC-SHA256(seed, "package-v3" || randomness).
 */
export function layoutPackage(seedHex: string, items: readonly PackageItem[], beaconRandomness?: string): PackageItem[] {
  const key =
    beaconRandomness === undefined
      ? seedHex.toLowerCase()
      : bytesToHex(hmacSha256(hexToBytes(seedHex), concatBytes(utf8Bytes(packageFairnessSchemeV3), hexToBytes(beaconRandomness))));
  return shuffleWithSeed(key, items);
}

/** What a package-v3 PackageOpened carries beside its id, product and items: scheme, beacon round and key, commitment. */
export function packageV3Opening(
  packageId: string,
  items: readonly PackageItem[],
  beacon: { beaconRound: number; beaconPublicKey: string },
  seedHex: string,
): { scheme: 'package-v3'; beaconRound: number; beaconPublicKey: string; commitment: string } {
  return { scheme: packageFairnessSchemeV3, ...beacon, commitment: packageCommitmentV3(packageId, items, beacon, seedHex) };
}
