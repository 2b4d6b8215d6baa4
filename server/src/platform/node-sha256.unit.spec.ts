import { pureSha256Implementation, sha256Hex, useSha256 } from '@shop/contracts';
import { nodeSha256Implementation } from './node-sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
// A deterministic byte pattern: test inputs must be the same on every run.
const pattern = (length: number, salt = 0) => Uint8Array.from({ length }, (_, i) => (i * 31 + salt * 17 + 7) & 0xff);

describe('given node:crypto as the rules SHA-256', () => {
  it.each([...Array.from({ length: 130 }, (_, i) => i), 447, 448, 511, 512, 513, 1000, 4096])(
    'when %i bytes are hashed then it gives the plain TypeScript digest',
    (length) => {
      const bytes = pattern(length, length);
      expect(hex(nodeSha256Implementation.sha256(bytes))).toBe(hex(pureSha256Implementation.sha256(bytes)));
    },
  );

  it.each([0, 1, 32, 64, 65, 131])('when an HMAC key has %i bytes then it gives the plain TypeScript MAC', (keyLength) => {
    for (const messageLength of [0, 1, 55, 56, 64, 300]) {
      const key = pattern(keyLength, 1);
      const message = pattern(messageLength, 2);
      expect(hex(nodeSha256Implementation.hmacSha256(key, message))).toBe(hex(pureSha256Implementation.hmacSha256(key, message)));
    }
  });

  it('when a digest is taken then its bytes are its own, 32 of them from offset 0', () => {
    const digest = nodeSha256Implementation.sha256(pattern(10));
    expect(digest).toBeInstanceOf(Uint8Array);
    expect([digest.byteOffset, digest.byteLength, digest.buffer.byteLength]).toEqual([0, 32, 32]);
  });

  it('when it is chosen then the rules hash with it and answer as before', () => {
    const calls: number[] = [];
    const before = sha256Hex('tube-v1:participant:t1:u1');
    useSha256({ ...nodeSha256Implementation, sha256: (m) => (calls.push(m.length), nodeSha256Implementation.sha256(m)) });
    try {
      expect(sha256Hex('tube-v1:participant:t1:u1')).toBe(before);
      expect(calls).toEqual([25]);
    } finally {
      useSha256(pureSha256Implementation);
    }
  });
});
