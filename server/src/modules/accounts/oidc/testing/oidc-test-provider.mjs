// A real OpenID provider (the `oidc-provider` package) on loopback, for integration tests and
// local trials of Google / LINE sign-in. Run as its own process (the package is ESM-only):
//   CLIENTS='[{"client_id":"g","client_secret":"s","redirect_uris":["http://shop.test/login/line-callback"]}]' node oidc-test-provider.mjs
// Prints {"issuer": "..."} once listening. Interactions finish at once for the "current" account,
// which a test chooses with POST /_test/account {sub, email?, name?}.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const clients = JSON.parse(process.env.CLIENTS ?? '[]').map((c) => ({
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_post',
  ...c,
}));

let current = { sub: 'test-user-1', email: 'collector@example.tw', name: '測試收藏家' };
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key-1', use: 'sig', alg: 'RS256' };

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const accounts = new Map();
const provider = new Provider(issuer, {
  clients,
  jwks: { keys: [signingKey] },
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  // Claims go into the id_token (as Google and LINE do), not only into userinfo.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  pkce: { required: () => true },
  async findAccount(_ctx, sub) {
    const account = accounts.get(sub) ?? { sub };
    return {
      accountId: sub,
      async claims() {
        return { sub, ...(account.email ? { email: account.email, email_verified: true } : {}), ...(account.name ? { name: account.name } : {}) };
      },
    };
  },
});

async function finishInteraction(req, res) {
  const details = await provider.interactionDetails(req, res);
  let result;
  if (details.prompt.name === 'login') {
    accounts.set(current.sub, current);
    result = { login: { accountId: current.sub } };
  } else {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    result = { consent: { grantId: await grant.save() } };
  }
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

const callback = provider.callback();
server.on('request', (req, res) => {
  const url = new URL(req.url, issuer);
  if (req.method === 'POST' && url.pathname === '/_test/account') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      current = JSON.parse(body);
      res.writeHead(204).end();
    });
    return;
  }
  if (req.method === 'GET' && url.pathname.startsWith('/interaction/')) {
    finishInteraction(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
    return;
  }
  callback(req, res);
});

console.log(JSON.stringify({ issuer }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
