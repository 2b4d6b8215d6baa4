import { createHash, createHmac } from 'node:crypto';
import { bytesToHex, concatBytes, hexToBytes, hmacSha256, hmacSha256Hex, InvalidHexError, sha256, sha256Hex, utf8Bytes } from './sha256';

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const nodeHmac = (key: Uint8Array, msg: Uint8Array) => createHmac('sha256', key).update(msg).digest('hex');

// A deterministic byte pattern: test inputs must be the same on every run.
const pattern = (length: number, salt = 0) => Uint8Array.from({ length }, (_, i) => (i * 31 + salt * 17 + 7) & 0xff);

describe('given the FIPS 180-4 example messages', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('when %j is hashed then the digest is the published one', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });
});

describe('given messages of every length around the padding boundaries', () => {
  const lengths = [...Array.from({ length: 200 }, (_, i) => i), 447, 448, 511, 512, 513, 1000, 4096];
  it.each(lengths)('when %i bytes are hashed then node:crypto agrees', (length) => {
    const bytes = pattern(length, length);
    expect(bytesToHex(sha256(bytes))).toBe(nodeSha256(bytes));
  });
});

describe('given HMAC keys shorter than, equal to and longer than a block', () => {
  it.each([0, 1, 20, 32, 63, 64, 65, 100, 131])('when the key has %i bytes then node:crypto agrees', (keyLength) => {
    for (const messageLength of [0, 1, 55, 56, 64, 119, 300]) {
      const key = pattern(keyLength, 1);
      const message = pattern(messageLength, 2);
      expect(bytesToHex(hmacSha256(key, message))).toBe(nodeHmac(key, message));
    }
  });

  it('when given RFC 4231 test case 2 then the MAC is the published one', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});

describe('given UTF-8 text', () => {
  it('when zh-TW text is hashed then it hashes its UTF-8 bytes, as node:crypto does', () => {
    const text = '一番賞 A賞 🎁';
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(Array.from(utf8Bytes('賞'))).toEqual([0xe8, 0xb3, 0x9e]);
  });
});

describe('hex helpers', () => {
  it.each([
    ['', []],
    ['00ff', [0, 255]],
    ['0A1b', [10, 27]],
  ])('when %j is decoded then the bytes are %j', (hex, bytes) => {
    expect(Array.from(hexToBytes(hex))).toEqual(bytes);
  });

  it.each(['0', 'abc', 'zz', '0x00', ' 00'])('when %j is decoded then InvalidHexError is thrown', (hex) => {
    expect(() => hexToBytes(hex)).toThrow(InvalidHexError);
  });

  it('when bytes round-trip through hex then they come back unchanged, in lowercase hex', () => {
    const bytes = pattern(256);
    const hex = bytesToHex(bytes);
    expect(hex).toMatch(/^[0-9a-f]{512}$/);
    expect(hexToBytes(hex)).toEqual(bytes);
  });

  it('when byte arrays are concatenated then order is kept', () => {
    expect(Array.from(concatBytes(Uint8Array.of(1), new Uint8Array(0), Uint8Array.of(2, 3)))).toEqual([1, 2, 3]);
  });
});
