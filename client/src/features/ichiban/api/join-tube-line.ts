// POST /api/raffle/tube/{tubeId}/line/join (login required): stand in the held tube's line; answers the place.
import type { JoinLineResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function joinTubeLine(tubeId: string): Promise<JoinLineResponse> {
  return apiRequest<JoinLineResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/line/join`, { method: 'POST' });
}
