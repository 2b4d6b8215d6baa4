import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { IdTokenInvalid, verifyIdToken, type IdTokenExpectations } from './id-token';

const now = new Date('2026-11-22T10:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const claims = { iss: 'https://access.line.me', sub: 'U1', aud: 'channel-1', exp: seconds + 600, iat: seconds, nonce: 'n1' };

function hs256(payload: object, secret = 'channel-secret') {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const expect_: IdTokenExpectations = {
  issuer: 'https://access.line.me',
  audience: 'channel-1',
  nonce: 'n1',
  clientSecret: 'channel-secret',
  now,
  keyFor: async () => null,
};

describe('id_token checks', () => {
  it('accepts LINE web login tokens signed with the channel secret (HS256)', async () => {
    await expect(verifyIdToken(hs256(claims), expect_)).resolves.toMatchObject({ sub: 'U1' });
  });

  it.each([
    ['another secret', hs256(claims, 'other')],
    ['another issuer', hs256({ ...claims, iss: 'https://evil.example' })],
    ['another audience', hs256({ ...claims, aud: 'channel-2' })],
    ['an expired token', hs256({ ...claims, exp: seconds - 120 })],
    ['another nonce', hs256({ ...claims, nonce: 'n2' })],
    ['alg none', `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['garbage', 'not-a-token'],
  ])('refuses %s', async (_, token) => {
    await expect(verifyIdToken(token, expect_)).rejects.toThrow(IdTokenInvalid);
  });

  it('checks ES256 signatures (LIFF) with the key named by kid', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const head = `${b64({ alg: 'ES256', kid: 'k1' })}.${b64(claims)}`;
    const token = `${head}.${sign('sha256', Buffer.from(head), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    const withKey = { ...expect_, keyFor: async (kid: string | undefined) => (kid === 'k1' ? publicKey : null) };
    await expect(verifyIdToken(token, withKey)).resolves.toMatchObject({ sub: 'U1' });
    await expect(verifyIdToken(token, expect_)).rejects.toThrow(IdTokenInvalid);
  });
});
