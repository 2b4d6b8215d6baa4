// The Idempotency-Key of every purchase, recharge and shipping call: a client
// that retries a POST (a lost answer, a double tap) sends the key of the first try, and
// - the same key and body answer the first request's result, without running it again;
// - the same key with another body (or another route) answers 409;
// - a retry arriving while the first still runs waits for its answer instead of running beside it.
// The claim is one INSERT … ON CONFLICT DO NOTHING on (member, key): exactly one request wins it and
// runs the handler; the others read the row. A refused or failed request releases its key (nothing
// was bought), so a retry runs again. No header: the call runs as before.
// Guards run before interceptors, so the member is known here; pipes run after, so the body is hashed
// as sent (a bad body is refused by its pipe and releases the key).
import { HttpException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { idempotencyKeySchema, messages } from '@shop/contracts';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';

/** How long a retry waits for the first request with its key before answering 409 (still running). */
const WAIT_MS = 20_000;
const POLL_MS = 50;
/** A claim this old with no answer belongs to a process that died: the next retry takes it over. */
const ABANDONED_AFTER = '2 minutes';

type Claim = { request_hash: string; response: unknown; completed: boolean };

const fail = (status: number, message: string) => new HttpException({ success: false, message }, status);

/** SHA-256 of the method, path and body (keys sorted at every level), so key order does not matter. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Node's own request (Express's extends it): the lean routes run this interceptor too.
    const req = context.switchToHttp().getRequest<IncomingMessage & { user?: { userId?: string }; body?: unknown; originalUrl?: string }>();
    const header = req.headers['idempotency-key'];
    const userId = req.user?.userId;
    if (header === undefined || !userId) return next.handle();
    const key = idempotencyKeySchema.safeParse(header);
    if (!key.success || key.data === undefined) throw fail(400, messages.common.badRequest);
    const hash = requestHash(req.method!, (req.originalUrl ?? req.url!).split('?')[0]!, req.body);
    return from(this.run(userId, key.data, hash, next));
  }

  private async run(userId: string, key: string, hash: string, next: CallHandler): Promise<unknown> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.claim(userId, key, hash)) return this.execute(userId, key, next);
      const earlier = await this.read(userId, key);
      if (earlier) {
        if (earlier.request_hash !== hash) throw fail(409, messages.common.idempotencyKeyReused);
        if (earlier.completed) return earlier.response;
      }
      // Still running (or just released: the next claim takes it).
      if (Date.now() > deadline) throw fail(409, messages.common.idempotencyKeyInFlight);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Whether this request now owns the key: a new row, or an abandoned one taken over. */
  private async claim(userId: string, key: string, hash: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, hash],
    );
    if (inserted.length > 0) return true;
    const [, taken] = (await this.db.query(
      `UPDATE idempotency_keys SET started_at = now()
       WHERE user_id = $1 AND key = $2 AND request_hash = $3 AND completed_at IS NULL AND started_at < now() - interval '${ABANDONED_AFTER}'`,
      [userId, key, hash],
    )) as [unknown, number];
    return taken > 0;
  }

  private async read(userId: string, key: string): Promise<Claim | null> {
    const rows: { request_hash: string; response: unknown; completed: boolean }[] = await this.db.query(
      `SELECT request_hash, response, completed_at IS NOT NULL AS completed FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    return rows[0] ?? null;
  }

  private async execute(userId: string, key: string, next: CallHandler): Promise<unknown> {
    let response: unknown;
    try {
      response = await lastValueFrom(next.handle(), { defaultValue: null });
    } catch (error) {
      // Refused or failed: nothing was bought, so the key is free for a retry.
      await this.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
      throw error;
    }
    await this.db.query('UPDATE idempotency_keys SET response = $3::jsonb, completed_at = now() WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      JSON.stringify(response ?? null),
    ]);
    return response;
  }
}
