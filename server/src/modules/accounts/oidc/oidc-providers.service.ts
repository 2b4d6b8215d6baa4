// The configured OpenID providers (Google, LINE): discovery, the authorization request, the code
// exchange and id_token checks. A provider is enabled only when its client id and secret are set.
import { createHash, randomBytes, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityProvider } from '@shop/contracts';
import { APP_CONFIG, type Config } from '../../../config/config';
import { IdTokenInvalid, jwkToKey, verifyIdToken, type IdTokenClaims } from './id-token';

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export class ProviderUnavailable extends Error {}

const JWKS_REFRESH_MS = 60_000;

@Injectable()
export class OidcProviders {
  private readonly settings: Partial<Record<IdentityProvider, ProviderSettings>> = {};
  private readonly discoveries = new Map<IdentityProvider, Promise<Discovery>>();
  private readonly keys = new Map<IdentityProvider, { keys: Map<string, KeyObject>; all: KeyObject[]; fetchedAt: number }>();

  constructor(@Inject(APP_CONFIG) config: Config) {
    if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
      this.settings.google = {
        issuer: config.GOOGLE_OIDC_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        scope: 'openid email profile',
      };
    }
    if (config.LINE_CHANNEL_ID && config.LINE_CHANNEL_SECRET) {
      this.settings.line = {
        issuer: config.LINE_OIDC_ISSUER,
        clientId: config.LINE_CHANNEL_ID,
        clientSecret: config.LINE_CHANNEL_SECRET,
        scope: 'openid profile email',
      };
    }
  }

  enabled(provider: IdentityProvider): boolean {
    return Boolean(this.settings[provider]);
  }

  /** The URL to send the browser to, with state, nonce and a PKCE challenge. */
  async authorizationUrl(
    provider: IdentityProvider,
    p: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<string> {
    const s = this.require(provider);
    const d = await this.discover(provider);
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: s.clientId,
      redirect_uri: p.redirectUri,
      scope: s.scope,
      state: p.state,
      nonce: p.nonce,
      code_challenge: createHash('sha256').update(p.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** Exchanges the authorization code and returns the verified id_token's claims. */
  async exchangeCode(
    provider: IdentityProvider,
    p: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
  ): Promise<IdTokenClaims> {
    const s = this.require(provider);
    const d = await this.discover(provider);
    const res = await fetch(d.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: p.code,
        redirect_uri: p.redirectUri,
        code_verifier: p.codeVerifier,
        client_id: s.clientId,
        client_secret: s.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new IdTokenInvalid(`token endpoint answered ${res.status}`);
    const body = (await res.json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') throw new IdTokenInvalid('no id_token in the token response');
    return this.verify(provider, body.id_token, p.nonce);
  }

  /** Checks an id_token obtained by the client (Google button, LIFF). */
  async verify(provider: IdentityProvider, idToken: string, nonce?: string): Promise<IdTokenClaims> {
    const s = this.require(provider);
    const d = await this.discover(provider);
    return verifyIdToken(idToken, {
      issuer: d.issuer,
      audience: s.clientId,
      nonce,
      clientSecret: s.clientSecret,
      now: new Date(),
      keyFor: (kid) => this.key(provider, d, kid),
    });
  }

  private require(provider: IdentityProvider): ProviderSettings {
    const s = this.settings[provider];
    if (!s) throw new ProviderUnavailable(`${provider} sign-in is not configured`);
    return s;
  }

  private discover(provider: IdentityProvider): Promise<Discovery> {
    let found = this.discoveries.get(provider);
    if (!found) {
      const issuer = this.require(provider).issuer.replace(/\/$/, '');
      found = (async () => {
        const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new ProviderUnavailable(`discovery answered ${res.status}`);
        const d = (await res.json()) as Discovery;
        if (d.issuer.replace(/\/$/, '') !== issuer) throw new ProviderUnavailable(`discovery names issuer ${d.issuer}, expected ${issuer}`);
        return d;
      })();
      this.discoveries.set(provider, found);
      found.catch(() => this.discoveries.delete(provider));
    }
    return found;
  }

  private async key(provider: IdentityProvider, d: Discovery, kid: string | undefined): Promise<KeyObject | null> {
    let cached = this.keys.get(provider);
    const known = () => (kid ? cached?.keys.get(kid) : cached?.all.length === 1 ? cached.all[0] : undefined);
    // A new kid means the provider rotated its keys: fetch again, at most once a minute.
    if (!known() && (!cached || Date.now() - cached.fetchedAt > JWKS_REFRESH_MS)) {
      const res = await fetch(d.jwks_uri, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new ProviderUnavailable(`JWKS answered ${res.status}`);
      const { keys = [] } = (await res.json()) as { keys?: Array<Record<string, unknown>> };
      const map = new Map<string, KeyObject>();
      const all: KeyObject[] = [];
      for (const jwk of keys) {
        if (jwk.use && jwk.use !== 'sig') continue;
        const key = jwkToKey(jwk);
        if (!key) continue;
        all.push(key);
        if (typeof jwk.kid === 'string') map.set(jwk.kid, key);
      }
      cached = { keys: map, all, fetchedAt: Date.now() };
      this.keys.set(provider, cached);
    }
    return known() ?? null;
  }
}

export const randomToken = () => randomBytes(24).toString('base64url');
