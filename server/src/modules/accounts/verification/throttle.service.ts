// Attempt limits shared by every API process (rate-limiter-flexible): in Redis when REDIS_URL is set,
// otherwise in PostgreSQL (auth_rate_limits). An attempt is taken before the thing it limits is
// checked, in one atomic increment-then-compare per bucket, so a burst of concurrent requests
// gets no more checks than the limit; a good attempt is given back afterwards.
import { HttpException, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../../config/config';

export interface Limit {
  /** e.g. `login:client:10.0.0.1:0912345678` */
  bucket: string;
  max: number;
  windowMs: number;
}

export class TooManyRequests extends HttpException {
  constructor(message: string, remainSeconds?: number) {
    super({ success: false, message, ...(remainSeconds !== undefined ? { remain: remainSeconds } : {}) }, 429);
  }
}

const TABLE = 'auth_rate_limits';

@Injectable()
export class ThrottleService implements OnModuleDestroy {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: ReturnType<typeof createClient> | null;
  private redisReady: Promise<unknown> | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) config: Config,
  ) {
    this.redis = config.REDIS_URL ? createClient({ url: config.REDIS_URL, disableOfflineQueue: false }) : null;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.close();
  }

  private async limiter({ max, windowMs }: Limit): Promise<RateLimiterAbstract> {
    if (this.redis) this.redisReady ??= this.redis.connect();
    await this.redisReady;
    const id = `${max}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      // Buckets name their purpose; the prefix keeps limits of different sizes on one name apart.
      const common = { keyPrefix: `rl${id}`, points: max, duration: Math.ceil(windowMs / 1000) };
      limiter = this.redis
        ? new RateLimiterRedis({ ...common, storeClient: this.redis, useRedisPackage: true })
        : new RateLimiterPostgres({ ...common, storeClient: this.db, storeType: 'typeorm', tableName: TABLE, tableCreated: true });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /**
   * Takes one attempt from each limit and answers the attempts each has used; throws a 429 with
   * `message` (and the wait) when any is used up, giving back what the others granted: a refused
   * attempt costs only the limits that refused it.
   */
  async take(limits: Limit[], message: string): Promise<number[]> {
    const taken = await Promise.allSettled(limits.map(async (l) => (await this.limiter(l)).consume(l.bucket)));
    const granted = taken.flatMap((t) => (t.status === 'fulfilled' ? [t.value.consumedPoints] : []));
    if (granted.length === limits.length) return granted;
    await this.giveBack(limits.filter((_, i) => taken[i]!.status === 'fulfilled'));
    const refused = taken.flatMap((t) => (t.status === 'rejected' ? [t.reason as unknown] : []));
    const error = refused.find((r) => !(r instanceof RateLimiterRes));
    if (error) throw error;
    const waitMs = Math.max(...refused.map((r) => (r as RateLimiterRes).msBeforeNext));
    throw new TooManyRequests(message, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Gives back an attempt that turned out good (a right password), so only failures count. */
  async giveBack(limits: Limit[]): Promise<void> {
    await Promise.all(limits.map(async (l) => (await this.limiter(l)).reward(l.bucket, 1)));
  }

  /** Attempts used in the bucket's current window. */
  async used(limit: Limit): Promise<number> {
    return (await (await this.limiter(limit)).get(limit.bucket))?.consumedPoints ?? 0;
  }

  /** Refuses every attempt on the bucket for the next `seconds`. */
  async block(limit: Limit, seconds: number): Promise<void> {
    await (await this.limiter(limit)).block(limit.bucket, seconds);
  }
}
