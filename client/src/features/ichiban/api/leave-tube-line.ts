// POST /api/raffle/tube/{tubeId}/line/leave (login required): sent when the ticket page is left.
import type { LeaveLineResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { auth } from '../../../stores/auth.store';

/** Fire and forget (keepalive, while the page goes away): a place not given back lapses as an unclaimed offer. */
export function leaveTubeLine(tubeId: string): void {
  if (!auth.token) return;
  apiRequest<LeaveLineResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/line/leave`, {
    method: 'POST',
    keepalive: true,
    handleUnauthorized: false,
  }).catch(() => undefined);
}
