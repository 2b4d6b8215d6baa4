// Sliding-window rate limits kept in PostgreSQL, so every API process counts the same hits.
import { HttpException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface Limit {
  /** e.g. `login:phone:0912345678` */
  bucket: string;
  max: number;
  windowMs: number;
}

export class TooManyRequests extends HttpException {
  constructor(message: string, remainSeconds?: number) {
    super({ success: false, message, ...(remainSeconds !== undefined ? { remain: remainSeconds } : {}) }, 429);
  }
}

@Injectable()
export class ThrottleService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Throws a 429 with `message` when any of the limits is already used up. */
  async assertUnder(limits: Limit[], message: string, now = new Date()): Promise<void> {
    for (const limit of limits) {
      const [{ count }] = await this.db.query('SELECT count(*)::int AS count FROM auth_throttle_hits WHERE bucket = $1 AND hit_at > $2', [
        limit.bucket,
        new Date(now.getTime() - limit.windowMs),
      ]);
      if (count >= limit.max) throw new TooManyRequests(message);
    }
  }

  async hit(buckets: string[], now = new Date()): Promise<void> {
    await this.db.query('INSERT INTO auth_throttle_hits (bucket, hit_at) SELECT unnest($1::text[]), $2', [buckets, now]);
    // Hits older than the longest window (a day) count for nothing: drop them now and then.
    if (Math.random() < 0.02) await this.db.query('DELETE FROM auth_throttle_hits WHERE hit_at < $1', [new Date(now.getTime() - 86_400_000)]);
  }
}
