// The Idempotency-Key of a purchase, recharge or shipping call: one key per user
// intent. The intent is the call (path and body): sending it again while its last try got no answer
// (the network failed, or the server was still working on it) reuses the key, so the server answers
// the first purchase instead of buying again. Any answer ends the intent: the next tap is a new
// purchase with a new key. The api client retries once by itself on a network failure, with the key.
import { messages } from '@shop/contracts';
import { apiRequest, isApiError, type ApiRequestOptions } from './api-client';

type Pending = { call: string; key: string };
const pending = new Map<string, Pending>();

/** A fresh key: 128 random bits in hex, within the server's 8–64 of [A-Za-z0-9_-] (getRandomValues works over plain http too). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether an error says the purchase may have happened without us hearing about it. */
function unanswered(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || (error.status === 409 && error.message === messages.common.idempotencyKeyInFlight));
}

/** The key for this call: the pending intent's when it is the same call, else a new one. */
export function intentKey(path: string, body: unknown): string {
  const call = JSON.stringify(body ?? null);
  const open = pending.get(path);
  if (open && open.call === call) return open.key;
  const key = newIdempotencyKey();
  pending.set(path, { call, key });
  return key;
}

/** A purchase call: `apiRequest` with the intent's Idempotency-Key. */
export async function purchaseRequest<T>(path: string, options: ApiRequestOptions & { method: 'POST' }): Promise<T> {
  const key = intentKey(path, options.body);
  try {
    const answer = await apiRequest<T>(path, { ...options, idempotencyKey: key });
    pending.delete(path);
    return answer;
  } catch (error) {
    if (!unanswered(error) && pending.get(path)?.key === key) pending.delete(path);
    throw error;
  }
}
