// Event metadata from an HTTP request: who acted, and the correlation id that follows the
// request into every event it causes (DESIGN.md decision 13).
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@shop/contracts';
import type { NextFunction, Request, Response } from 'express';

const CORRELATION_HEADER = 'x-correlation-id';

/** Express middleware: accept a sane incoming correlation id or make one, and echo it back. */
export function correlationId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(CORRELATION_HEADER);
  const id = incoming && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers[CORRELATION_HEADER] = id;
  res.setHeader(CORRELATION_HEADER, id);
  next();
}

export function userMetadata(req: Request, userId: string, now: Date): EventMetadata {
  const correlation = req.header(CORRELATION_HEADER) ?? randomUUID();
  return { actor: { kind: 'user', id: userId }, correlationId: correlation, causationId: correlation, occurredAt: now.toISOString() };
}

/** Recorded with a staff member as the actor (every staff action is an event carrying the staff id). */
export function staffMetadata(req: Request, staffId: string, now: Date): EventMetadata {
  return { ...userMetadata(req, staffId, now), actor: { kind: 'support', id: staffId } };
}

export function systemMetadata(now: Date, correlation: string = randomUUID()): EventMetadata {
  return { actor: { kind: 'system' }, correlationId: correlation, causationId: correlation, occurredAt: now.toISOString() };
}
