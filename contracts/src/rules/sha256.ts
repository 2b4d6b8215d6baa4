// Synchronous SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain TypeScript.
// Why not crypto.subtle or node:crypto: the fairness verifier must give the same answer in the
// browser, the server and an offline CLI, synchronously, with no platform module (WebCrypto is
// async-only and node:crypto does not exist in the browser). A platform that has a native one may
// hand it in at its edge (`useSha256`: the server gives node:crypto's, which hashes a purchase's
// tube chain several times faster); every rule hashes through `sha256` and `hmacSha256`, so the
// answers are the same, and known-answer tests keep both implementations equal.

/** A string that should be hexadecimal (even length, 0-9 a-f A-F) was not. */
export class InvalidHexError extends Error {
  override name = 'InvalidHexError';
  constructor(readonly value: string) {
    super(`not an even-length hexadecimal string: ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`);
  }
}

const evenHexPattern = /^(?:[0-9a-fA-F]{2})*$/;

/** Decodes hexadecimal (either case, even length, no prefix) to bytes. */
export function hexToBytes(hex: string): Uint8Array {
  if (!evenHexPattern.test(hex)) throw new InvalidHexError(hex);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const hexOfByte = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Encodes bytes as lowercase hexadecimal. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += hexOfByte[bytes[i]!]!;
  return hex;
}

// One shared encoder: TextEncoder is a global in every browser and in Node >= 11.
const encoder = new TextEncoder();

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does everywhere). */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Concatenates byte arrays in order. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// First 32 bits of the fractional parts of the cube roots of the first 64 primes.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// First 32 bits of the fractional parts of the square roots of the first 8 primes.
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 digest (32 bytes) of the given bytes, in plain TypeScript. */
function pureSha256(message: Uint8Array): Uint8Array {
  // Padding: 0x80, zeros, then the bit length as a 64-bit big-endian integer, to a multiple of 64 bytes.
  const paddedLength = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = message.length * 8;
  // Split in two words: bitwise operators would truncate a length above 2^32 bits.
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  const h = Uint32Array.from(H0);
  const w = new Uint32Array(64);
  for (let block = 0; block < paddedLength; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
    for (let t = 16; t < 64; t++) {
      const w15 = w[t - 15]!;
      const w2 = w[t - 2]!;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
    }
    let a = h[0]!,
      b = h[1]!,
      c = h[2]!,
      d = h[3]!,
      e = h[4]!,
      f = h[5]!,
      g = h[6]!,
      hh = h[7]!;
    for (let t = 0; t < 64; t++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + K[t]! + w[t]!) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
    h[4] = (h[4]! + e) >>> 0;
    h[5] = (h[5]! + f) >>> 0;
    h[6] = (h[6]! + g) >>> 0;
    h[7] = (h[7]! + hh) >>> 0;
  }

  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, h[i]!);
  return digest;
}

const blockSize = 64;

/** HMAC-SHA256 (RFC 2104) of `message` under `key`: 32 bytes, in plain TypeScript. */
function pureHmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  // Keys longer than a block are hashed first; shorter ones are zero-padded.
  const blockKey = new Uint8Array(blockSize);
  blockKey.set(key.length > blockSize ? pureSha256(key) : key);
  const inner = new Uint8Array(blockSize);
  const outer = new Uint8Array(blockSize);
  for (let i = 0; i < blockSize; i++) {
    inner[i] = blockKey[i]! ^ 0x36;
    outer[i] = blockKey[i]! ^ 0x5c;
  }
  return pureSha256(concatBytes(outer, pureSha256(concatBytes(inner, message))));
}

/** A SHA-256 and HMAC-SHA256 that give the digests' bytes (32, of their own buffer). */
export interface Sha256Implementation {
  sha256(message: Uint8Array): Uint8Array;
  hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array;
}

/** The plain TypeScript implementation: what every platform has, and what the rules use unless told otherwise. */
export const pureSha256Implementation: Sha256Implementation = { sha256: pureSha256, hmacSha256: pureHmacSha256 };

let implementation = pureSha256Implementation;

/** Makes every rule hash with `chosen` (a platform's native SHA-256, given at its edge); it must give the same digests. */
export function useSha256(chosen: Sha256Implementation): void {
  implementation = chosen;
}

/** SHA-256 digest (32 bytes) of the given bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  return implementation.sha256(message);
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`: 32 bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return implementation.hmacSha256(key, message);
}

/** Lowercase hex SHA-256 of bytes, or of a string's UTF-8 bytes. */
export function sha256Hex(message: Uint8Array | string): string {
  return bytesToHex(sha256(typeof message === 'string' ? utf8Bytes(message) : message));
}

/** Lowercase hex HMAC-SHA256; string arguments are taken as UTF-8. */
export function hmacSha256Hex(key: Uint8Array | string, message: Uint8Array | string): string {
  const k = typeof key === 'string' ? utf8Bytes(key) : key;
  const m = typeof message === 'string' ? utf8Bytes(message) : message;
  return bytesToHex(hmacSha256(k, m));
}
