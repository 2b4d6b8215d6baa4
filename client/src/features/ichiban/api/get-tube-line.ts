// GET /api/raffle/tube/{tubeId}/line (login required): the caller's place and how many wait.
import type { LineStatusResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getTubeLine(tubeId: string, signal?: AbortSignal): Promise<LineStatusResponse> {
  return apiRequest<LineStatusResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/line`, { signal });
}
