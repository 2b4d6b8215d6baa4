// POST /api/visitors/record: one anonymous visit (no auth needed; a bearer token links it).
import type { VisitorRecordRequest, VisitorRecordResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function recordVisitCall(body: VisitorRecordRequest): Promise<VisitorRecordResponse> {
  // Failures are swallowed (spec 000 §8): a stale token must not bounce a visitor to /login from here.
  return apiRequest<VisitorRecordResponse>('/visitors/record', { method: 'POST', body, handleUnauthorized: false });
}
