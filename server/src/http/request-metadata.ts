// Event metadata from an HTTP request: who acted, and the correlation id that follows the
// request into every event it causes (DESIGN.md decision 13).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventMetadata } from '@shop/contracts';

const CORRELATION_HEADER = 'x-correlation-id';

/**
 * Middleware (Express's, and the lean routes' on Node's own request): accept a sane incoming
 * correlation id or make one, and echo it back.
 */
export function correlationId(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const incoming = req.headers[CORRELATION_HEADER];
  const id = typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers[CORRELATION_HEADER] = id;
  res.setHeader(CORRELATION_HEADER, id);
  next();
}

export function userMetadata(req: IncomingMessage, userId: string, now: Date): EventMetadata {
  const header = req.headers[CORRELATION_HEADER];
  const correlation = typeof header === 'string' ? header : randomUUID();
  return { actor: { kind: 'user', id: userId }, correlationId: correlation, causationId: correlation, occurredAt: now.toISOString() };
}

/** Recorded with a staff member as the actor (every staff action is an event carrying the staff id). */
export function staffMetadata(req: IncomingMessage, staffId: string, now: Date): EventMetadata {
  return { ...userMetadata(req, staffId, now), actor: { kind: 'support', id: staffId } };
}

export function systemMetadata(now: Date, correlation: string = randomUUID()): EventMetadata {
  return { actor: { kind: 'system' }, correlationId: correlation, causationId: correlation, occurredAt: now.toISOString() };
}
