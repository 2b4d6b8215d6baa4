// Response headers that make a slipped-in script harmless and keep the shop out of other sites'
// frames (helmet): a Content-Security-Policy with no inline script anywhere (the client's built
// page has none; the payment form's auto-submit is a same-origin script file), nosniff, a
// referrer policy that hands other sites the origin only, and HSTS once the shop is reached over TLS.
// The client's pages allow only their own inlined stylesheets as <style> elements (clientPagePolicy).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/config';

/** LINE's LIFF SDK (client/src/features/auth/liff-sdk.ts) is the one script from elsewhere. */
const LIFF_SCRIPT_ORIGIN = 'https://static.line-scdn.net';

/** The policy every answer carries; the client's pages narrow its styles (clientPagePolicy). */
function directives(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", LIFF_SCRIPT_ORIGIN],
    scriptSrcAttr: ["'none'"],
    // Inline styles stay here: the API docs, the dev gateway and offline.html have <style> elements, and a
    // style cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://*.line.me'],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Payment forms post to the card gateway; the dev gateway posts back to the shop's origins.
    formAction: ["'self'", new URL(config.NEWEBPAY_GATEWAY_URL).origin, ...config.ALLOWED_ORIGINS],
    frameAncestors: ["'none'"],
  };
}

/**
 * The client's pages' policy, set over the one above: their <style> elements are the built stylesheets the
 * server inlines (route-preloads.ts), allowed by hash, and no other. The hashes go in style-src-elem, not
 * style-src: a hash switches 'unsafe-inline' off in its directive, and the style attributes (the page's
 * first paint, the first view; React's style props go through the CSSOM, which no policy checks) keep it in
 * style-src-attr. style-src stays as above for browsers that know neither (before Safari 15.4, Firefox 108).
 */
export function clientPagePolicy(config: Config, styleHashes: string[]): (req: Request, res: Response, next: NextFunction) => void {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...directives(config), styleSrcElem: ["'self'", ...styleHashes], styleSrcAttr: ["'unsafe-inline'"] },
  });
}

/** Middleware for Express and for the lean routes (Node's own request: `secure` unknown, so HSTS follows PUBLIC_URL). */
export function securityHeaders(
  config: Config,
): (req: IncomingMessage & { secure?: boolean }, res: ServerResponse, next: (error?: unknown) => void) => void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(config) },
    // A Google sign-in popup must still be able to report back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  const tls = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return (req, res, next) =>
    headers(req, res, () => {
      // Over plain HTTP the header means nothing (browsers ignore it) and would pin a dev host.
      if (req.secure || tls) hsts(req, res, next);
      else next();
    });
}
