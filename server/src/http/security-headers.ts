// Response headers that make a slipped-in script harmless and keep the shop out of other sites'
// frames (helmet): a Content-Security-Policy with no inline script anywhere (the client's built
// page has none; the payment form's auto-submit is a same-origin script file), nosniff, a
// referrer policy that hands other sites the origin only, and HSTS once the shop is reached over TLS.
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/config';

/** LINE's LIFF SDK (client/src/features/auth/liff-sdk.ts) is the one script from elsewhere. */
const LIFF_SCRIPT_ORIGIN = 'https://static.line-scdn.net';

export function securityHeaders(config: Config): (req: Request, res: Response, next: NextFunction) => void {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", LIFF_SCRIPT_ORIGIN],
        scriptSrcAttr: ["'none'"],
        // Inline styles stay: the first paint in index.html and React's style props use them, and
        // a style cannot run code.
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
      },
    },
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
