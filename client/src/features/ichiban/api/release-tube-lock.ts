// POST /api/raffle/tube/{tubeId}/release (login required): give the tube back when its holder
// leaves the ticket page or finishes the draw screen, so the next buyer need not wait the lock out.
import type { ReleaseTubeLockResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { auth } from '../../../stores/auth.store';

/**
 * Fire and forget: it may be sent while the page goes away (keepalive), nobody waits on it, and a
 * refusal (a tube sold out meanwhile, a lapsed session) leaves only a lock that expires by itself.
 */
export function releaseTubeLock(tubeId: string): void {
  if (!auth.token) return;
  apiRequest<ReleaseTubeLockResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/release`, {
    method: 'POST',
    keepalive: true,
    handleUnauthorized: false,
  }).catch(() => undefined);
}
