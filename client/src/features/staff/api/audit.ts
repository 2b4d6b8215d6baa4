// The auditor's calls: GET /api/admin/audit/containers (every container with its state) and a
// container's exported log, GET /api/audit/{tubes,gacha,packages}/{id}/events (NDJSON; auditors may
// read a tube's before the reveal). The paths are in audit-kinds.tsx.
import { useQuery } from '@tanstack/react-query';
import type { AuditContainersResponse } from '@shop/contracts';
import { apiRequest, ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { auth } from '../../../stores/auth.store';
import { staffKeys } from './staff-keys';

export function useAuditContainers() {
  return useQuery({
    queryKey: staffKeys.containers(),
    queryFn: ({ signal }) => apiRequest<AuditContainersResponse>('/admin/audit/containers', { signal }).then((r) => r.data),
  });
}

/** The export as text, exactly as a download would save it. */
export async function fetchAuditExport(path: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(path, {
      headers: auth.token ? { Authorization: `Bearer ${auth.token}` } : {},
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!res.ok) throw new ApiError(SERVER_ERROR_MESSAGE, res.status);
  return res.text();
}
