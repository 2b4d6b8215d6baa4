// GET /api/health: database, event store, projection lag and this process's projection
// subscription, for operators and load balancers. Cheap on purpose (polled): one query, one read
// of the log's head and, when caught up, one read of the log for all projections.
import { healthResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthResponse } from '@shop/contracts';
import type { RunningProjections } from '@shop/projections';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../config/config';
import { EVENT_STORE } from '../event-store/event-store.token';
import type { EventStore } from '../event-store/event-store.port';
import { ApiDoc, ApiTag } from '../openapi/api-doc.decorator';

export const PROJECTION_RUNNER = Symbol('ProjectionRunner');
/** A read model further behind than this counts as degraded. */
const LAG_DEGRADED_MS = 5_000;

@ApiTag('Operations')
@Controller('health')
export class HealthHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: RunningProjections,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  @Get()
  @ApiDoc({ summary: 'Database, event store and projection lag (503 when degraded)', answer: healthResponseSchema })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const started = performance.now();
    const database = await this.db.query('SELECT 1').then(
      () => ({ ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 }),
      () => ({ ok: false, latencyMs: -1 }),
    );
    const eventStore = await this.store.headPosition().then(
      () => ({ ok: true, kind: this.store.kind }),
      () => ({ ok: false, kind: this.store.kind }),
    );
    const projections = await this.runner.status().catch(() => []);
    const runner = this.config.PROJECTIONS === 'off' ? { state: 'off' as const, restarts: 0, lastError: null } : this.runner.state;
    const degraded =
      !database.ok ||
      !eventStore.ok ||
      projections.some((p) => p.lagMs > LAG_DEGRADED_MS) ||
      runner.state === 'retrying' ||
      runner.state === 'stopped';
    res.status(degraded ? 503 : 200);
    return { status: degraded ? 'degraded' : 'ok', database, eventStore, projections, runner };
  }
}
