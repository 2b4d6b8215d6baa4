// POST /api/visitors/record: one record per visitor per Taipei calendar day (000 §4). The client
// also limits itself to once a day unless forced; a forced repeat the same day records nothing.
// Anyone may call it, so each client (address) has an allowance per window (rate-limiter-flexible,
// shared by every API process), and whether the visitor is logged in comes from the session only:
// the body's is_logged_in is accepted for the spec's shape and ignored.
// POST /api/visitors/cleanup-cache (admins only; the spec's "master auth"): removes the records older
// than the retention (constants.visitor.retentionDays), as a person's address and browser are kept no longer.
import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  constants,
  messages,
  visitorRecordRequestSchema,
  type VisitorCleanupResponse,
  type VisitorRecordResponse,
  visitorCleanupResponseSchema,
  visitorRecordResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, OptionalAuthGuard, Roles } from '../auth.guard';
import type { SessionUser } from '../sessions.service';
import { ThrottleService } from '../verification/throttle.service';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

/** Records one client (address) may send per window: a household or an office behind one address fits. */
export const visitorLimits = { recordsPerClient: 30, windowMs: 10 * 60_000 } as const;

/** YYYY-MM-DD of `now` in Taipei. */
export function taipeiDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: constants.visitor.dayTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

@ApiTag('Accounts')
@Controller('visitors')
export class VisitorsHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  @Post('record')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  @ApiDoc({ summary: 'Count a visitor once', answer: visitorRecordResponseSchema })
  async record(
    @Body(validate(visitorRecordRequestSchema)) body: z.output<typeof visitorRecordRequestSchema>,
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: Request,
  ): Promise<VisitorRecordResponse> {
    const ip = req.ip ?? 'unknown';
    await this.throttle.take(
      [{ bucket: `visitors:client:${ip}`, max: visitorLimits.recordsPerClient, windowMs: visitorLimits.windowMs }],
      messages.common.tryLater,
    );
    const now = new Date();
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO visitor_records (visitor_id, day, user_id, page_url, referrer, user_agent, is_logged_in, ip, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (visitor_id, day) DO NOTHING RETURNING visitor_id`,
      [body.visitor_id, taipeiDay(now), user?.userId ?? null, body.page_url, body.referrer ?? '', body.user_agent, Boolean(user), ip, now],
    );
    return { success: true, recorded: inserted.length > 0 };
  }

  @Post('cleanup-cache')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @Roles('admin')
  @ApiDoc({ summary: 'Remove visitor records past their retention (admins)', answer: visitorCleanupResponseSchema })
  async cleanup(): Promise<VisitorCleanupResponse> {
    const [{ removed }]: { removed: number }[] = await this.db.query(
      `WITH gone AS (DELETE FROM visitor_records WHERE recorded_at < now() - make_interval(days => $1) RETURNING 1)
       SELECT count(*)::int AS removed FROM gone`,
      [constants.visitor.retentionDays],
    );
    return { success: true, removed };
  }
}
