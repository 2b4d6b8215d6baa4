// The words a failed auth call shows: the server's own message when it gave one, the network
// message when nothing answered, otherwise the spec's fallback for that step.
import { isApiError } from '../../lib/api-client';

export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.status === 0)) return error.message;
  return fallback;
}
