// GET /api/audit/tubes/{tubeId}/events: the tube's whole stream as NDJSON, one event per line in
// its PUBLIC form (user ids replaced by participant tags, tube-chain.rule.ts) with its stream
// revision and recorded time. This file alone is enough to audit the tube: `npm run verify`.
//
// Access: public, for open tubes too (docs/fairness.md §2). The stream holds no secret before the
// reveal — the seed is not in it, the draws are on the ticket grid anyway — so anyone can follow
// a tube's chain and its draws while it sells, and check the tiers once the seed is out. An
// unknown tube is 404.
import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { messages, tubeIdParamSchema, tubeAuditLineSchema } from '@shop/contracts';
import type { Response } from 'express';
import { validate } from '../../../http/zod-validation.pipe';
import { TubeAuditReader } from './tube-audit.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Fairness')
@Controller('audit/tubes')
export class TubeAuditExportHttpController {
  constructor(@Inject(TubeAuditReader) private readonly audits: TubeAuditReader) {}

  @Get(':tubeId/events')
  @ApiDoc({
    summary: "A tube's event log for independent audit (public, while it sells too)",
    answer: {
      status: 200,
      media: 'application/x-ndjson',
      schema: tubeAuditLineSchema,
      description: 'One audit line per event, newline-delimited JSON',
    },
  })
  async events(@Param('tubeId', validate(tubeIdParamSchema)) tubeId: string, @Res() res: Response): Promise<void> {
    const audit = await this.audits.audit(tubeId);
    if (!audit) throw new NotFoundException({ success: false, message: messages.ichiban.tubeIdMissing });
    const { lines, revealed } = audit;

    res.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="tube-${tubeId}.ndjson"`);
    // Before the reveal the stream still grows: never cache it.
    res.setHeader('cache-control', revealed ? 'public, max-age=60' : 'no-store');
    res.send(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }
}
