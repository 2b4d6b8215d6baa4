// The shop's public origin, for links we hand out (invitations, OpenID redirects) and for the URLs
// a payment gateway calls back and sends the browser to: PUBLIC_URL when set (behind a proxy),
// otherwise the origin the request came to.
import type { Request } from 'express';
import type { Config } from '../config/config';

export function publicOrigin(req: Request, config: Config): string {
  return config.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
}
