// Verifies an OpenID Connect id_token (a JWS): signature by the provider's JWKS (RS256, ES256) or
// the client secret (HS256, LINE's web login), then issuer, audience, expiry and nonce.
// Built on node:crypto: `jose` is ESM-only, which the CommonJS server and its Jest runs cannot load.
import { createHmac, createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export class IdTokenInvalid extends Error {}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface IdTokenExpectations {
  issuer: string;
  audience: string;
  /** Required when the sign-in started here with a nonce. */
  nonce?: string;
  clientSecret: string;
  now: Date;
  /** The provider's public key for a key id (fetching the JWKS again if the id is new). */
  keyFor(kid: string | undefined, alg: string): Promise<KeyObject | null>;
}

const CLOCK_SKEW_SECONDS = 60;
const decode = (part: string) => Buffer.from(part, 'base64url');

export async function verifyIdToken(token: string, expect: IdTokenExpectations): Promise<IdTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenInvalid('not a JWS');
  let header: { alg?: string; kid?: string };
  let claims: IdTokenClaims;
  try {
    header = JSON.parse(decode(parts[0]).toString('utf8'));
    claims = JSON.parse(decode(parts[1]).toString('utf8'));
  } catch {
    throw new IdTokenInvalid('malformed JWS');
  }
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = decode(parts[2]);
  let ok = false;
  if (header.alg === 'HS256') {
    const expected = createHmac('sha256', expect.clientSecret).update(signed).digest();
    ok = expected.length === signature.length && timingSafeEqual(expected, signature);
  } else if (header.alg === 'RS256' || header.alg === 'ES256') {
    const key = await expect.keyFor(header.kid, header.alg);
    if (!key) throw new IdTokenInvalid(`no key ${header.kid}`);
    ok = verify('sha256', signed, header.alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key, signature);
  } else {
    throw new IdTokenInvalid(`algorithm ${header.alg} not accepted`);
  }
  if (!ok) throw new IdTokenInvalid('bad signature');

  const now = Math.floor(expect.now.getTime() / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== expect.issuer) throw new IdTokenInvalid(`issuer ${claims.iss}`);
  if (!audiences.includes(expect.audience)) throw new IdTokenInvalid('audience');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < now) throw new IdTokenInvalid('expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_SECONDS > now) throw new IdTokenInvalid('issued in the future');
  if (expect.nonce !== undefined && claims.nonce !== expect.nonce) throw new IdTokenInvalid('nonce');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new IdTokenInvalid('no subject');
  return claims;
}

/** A JWKS key as a KeyObject, or null for a key of another type. */
export function jwkToKey(jwk: JsonWebKey & { kty?: string }): KeyObject | null {
  if (jwk.kty !== 'RSA' && jwk.kty !== 'EC') return null;
  return createPublicKey({ key: jwk, format: 'jwk' });
}
