// GET /api/audit/gacha/{id}/events: the machine's whole stream as NDJSON, one event per line in its
// PUBLIC form (user ids replaced by participant tags, gacha-fairness.rule.ts) with its revision
// and recorded time. The file alone is enough to audit every revealed round: `npm run verify`.
// Public: the draws are not secret, and the seeds in it are only ever those of ended rounds.
import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { gachaIdParamSchema, messages, publicGachaEvent, tubeAuditLineSchema } from '@shop/contracts';
import type { Response } from 'express';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { validate } from '../../../http/zod-validation.pipe';
import { machineStreamId } from '../domain/machine.decide';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Fairness')
@Controller('audit/gacha')
export class GachaAuditExportHttpController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get(':id/events')
  @ApiDoc({
    summary: "A capsule machine's event log for independent audit",
    answer: {
      status: 200,
      media: 'application/x-ndjson',
      schema: tubeAuditLineSchema,
      description: 'One audit line per event, newline-delimited JSON',
    },
  })
  async events(@Param('id', validate(gachaIdParamSchema)) id: string, @Res() res: Response): Promise<void> {
    const events = await this.store.readStream(machineStreamId(id));
    if (events.length === 0) throw new NotFoundException({ success: false, message: messages.gacha.fetchProductFailed });
    const lines = events.map((event) => {
      const { type, data } = publicGachaEvent({ type: event.type, data: event.data as Parameters<typeof publicGachaEvent>[0]['data'] });
      return JSON.stringify({ revision: Number(event.revision), recordedAt: event.recordedAt.toISOString(), type, data });
    });
    res.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="gacha-${id}.ndjson"`);
    res.setHeader('cache-control', 'no-store');
    res.send(lines.map((l) => `${l}\n`).join(''));
  }
}
