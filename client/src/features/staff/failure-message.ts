// The words a failed staff call shows: the server's own message when it gave one, the network
// message when nothing answered, otherwise the screen's fallback.
import { isApiError } from '../../lib/api-client';

export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.status === 0)) return error.message;
  return fallback;
}
