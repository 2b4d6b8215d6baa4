// Verifiable blind boxes. Every scheme lays the box out the same way: slot i holds entry i of the
// Fisher–Yates shuffle (shuffleWithSeed, the tubes') of the items as PackageOpened lists them,
// driven by the box's seed (32 secret bytes). The schemes differ in what the commitment covers:
//   package-v1  SHA-256( utf8("package-v1") || utf8(packageId) || seed )
//   package-v2  SHA-256( utf8(canonicalJson({scheme: "package-v2", packageId, items})) || seed )
// v2 binds the item list and its order too, so a reordered PackageOpened.items (which would give
// another layout for the same seed) no longer matches. Boxes opened since v2 carry `scheme`.
import type { PackageItem, PackageOpened } from '../events/package.events';
import { canonicalJson } from './canonical-json';
import { shuffleWithSeed } from './fairness.rule';
import { bytesToHex, concatBytes, hexToBytes, sha256, utf8Bytes } from './sha256';

export const packageFairnessScheme = 'package-v1';
export const packageFairnessSchemeV2 = 'package-v2';

/** The package-v1 commitment: the box's id and seed only. */
export function packageCommitment(packageId: string, seedHex: string): string {
  return bytesToHex(sha256(concatBytes(utf8Bytes(packageFairnessScheme), utf8Bytes(packageId), hexToBytes(seedHex.toLowerCase()))));
}

/** The package-v2 commitment: the box's id, its item list in order, and its seed. */
export function packageCommitmentV2(packageId: string, items: readonly PackageItem[], seedHex: string): string {
  const statement = canonicalJson({ scheme: packageFairnessSchemeV2, packageId, items });
  return bytesToHex(sha256(concatBytes(utf8Bytes(statement), hexToBytes(seedHex.toLowerCase()))));
}

/** The commitment PackageOpened must hold for this seed, under the scheme it names. */
export function packageOpenedCommitment(
  opened: Pick<PackageOpened['data'], 'packageId' | 'scheme'> & { items: readonly PackageItem[] },
  seedHex: string,
): string {
  return opened.scheme === packageFairnessSchemeV2
    ? packageCommitmentV2(opened.packageId, opened.items, seedHex)
    : packageCommitment(opened.packageId, seedHex);
}

/** The item behind each slot (index = item_index). */
export function layoutPackage(seedHex: string, items: readonly PackageItem[]): PackageItem[] {
  return shuffleWithSeed(seedHex.toLowerCase(), items);
}
