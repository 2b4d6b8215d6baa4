// POST /api/raffle/tube/{tubeId}/line/claim (login required): take the hold the line offers; answers as the lock does.
import type { ClaimLineOfferResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function claimLineOffer(tubeId: string): Promise<ClaimLineOfferResponse> {
  return apiRequest<ClaimLineOfferResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/line/claim`, { method: 'POST' });
}
