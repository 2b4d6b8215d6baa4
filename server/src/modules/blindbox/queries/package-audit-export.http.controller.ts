// GET /api/audit/packages/{packageId}/events: one blind box's whole `package-<id>` stream as NDJSON,
// one line per event in its PUBLIC form (user ids replaced by participant tags) with its revision,
// recorded time and the export's hash chain (package-audit.rule.ts). The file alone is enough to
// audit the box: `npm run verify`. Public like the tube and gacha exports: the stream holds no
// secret (the seed is in it only once the box sold out).
import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { blindboxIdParamSchema, messages, packageAuditLines, packageAuditLineSchema } from '@shop/contracts';
import type { Response } from 'express';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { validate } from '../../../http/zod-validation.pipe';
import { packageStreamId } from '../domain/package.decide';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Fairness')
@Controller('audit/packages')
export class PackageAuditExportHttpController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get(':packageId/events')
  @ApiDoc({
    summary: "A blind box's event log with its hash chain, for independent audit (npm run verify)",
    answer: {
      status: 200,
      media: 'application/x-ndjson',
      schema: packageAuditLineSchema,
      description: 'One audit line per event, newline-delimited JSON',
    },
  })
  async events(@Param('packageId', validate(blindboxIdParamSchema)) packageId: string, @Res() res: Response): Promise<void> {
    const events = await this.store.readStream(packageStreamId(packageId));
    if (events.length === 0) throw new NotFoundException({ success: false, message: messages.blindbox.currentPackageUnavailable });
    const lines = packageAuditLines(
      events.map((e) => ({ revision: Number(e.revision), recordedAt: e.recordedAt.toISOString(), type: e.type, data: e.data })),
    );
    const revealed = events.some((e) => e.type === 'PackageSeedRevealed');
    res.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="package-${packageId}.ndjson"`);
    res.setHeader('cache-control', revealed ? 'public, max-age=60' : 'no-store');
    res.send(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }
}
