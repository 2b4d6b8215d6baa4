// Verifiable blind boxes, scheme "package-v1": the same seed, commitment and shuffle as tubes
// (fairness.rule.ts). The seed (32 secret bytes) is committed when the package opens as
// SHA-256( utf8("package-v1") || utf8(packageId) || seed ); slot i holds entry i of the
// Fisher–Yates shuffle (shuffleWithSeed) of the items as PackageOpened lists them.
import type { PackageItem } from '../events/package.events';
import { shuffleWithSeed } from './fairness.rule';
import { bytesToHex, concatBytes, hexToBytes, sha256, utf8Bytes } from './sha256';

export const packageFairnessScheme = 'package-v1';

export function packageCommitment(packageId: string, seedHex: string): string {
  return bytesToHex(sha256(concatBytes(utf8Bytes(packageFairnessScheme), utf8Bytes(packageId), hexToBytes(seedHex.toLowerCase()))));
}

/** The item behind each slot (index = item_index). */
export function layoutPackage(seedHex: string, items: readonly PackageItem[]): PackageItem[] {
  return shuffleWithSeed(seedHex.toLowerCase(), items);
}
