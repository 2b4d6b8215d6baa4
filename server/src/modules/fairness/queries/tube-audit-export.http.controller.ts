// GET /api/audit/tubes/{tubeId}/events: the tube's whole stream as NDJSON, one event per line in
// its PUBLIC form (user ids replaced by participant tags, tube-chain.rule.ts) with its stream
// revision and recorded time. This file alone is enough to audit the tube: `npm run verify`.
//
// Access: public once TubeSeedRevealed is in the stream (everything in it is then meant to be
// checked by anyone). Before the reveal only auditors and admins may read it — the draws so far
// are not secret, but a running tube's export is an audit tool, not a shop feature — anyone
// else gets 403. An unknown tube is 404. The seed itself is never in the stream before reveal.
import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Res, UseGuards } from '@nestjs/common';
import { messages, tubeIdParamSchema, type Role } from '@shop/contracts';
import type { Response } from 'express';
import { validate } from '../../../http/zod-validation.pipe';
import { TubeAuditReader } from './tube-audit.reader';
import { CurrentUser, OptionalAuthGuard, type SessionUser } from '../../accounts/accounts.public';

const auditRoles: readonly Role[] = ['auditor', 'admin'];

@Controller('audit/tubes')
export class TubeAuditExportHttpController {
  constructor(@Inject(TubeAuditReader) private readonly audits: TubeAuditReader) {}

  @Get(':tubeId/events')
  @UseGuards(OptionalAuthGuard)
  async events(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const audit = await this.audits.audit(tubeId);
    if (!audit) throw new NotFoundException({ success: false, message: messages.ichiban.tubeIdMissing });
    const { lines, revealed } = audit;
    if (!revealed && !(user && auditRoles.includes(user.role))) throw new ForbiddenException({ success: false, message: messages.auth.forbidden });

    res.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="tube-${tubeId}.ndjson"`);
    // Before the reveal the stream still grows and is for auditors only: never cache it.
    res.setHeader('cache-control', revealed ? 'public, max-age=60' : 'private, no-store');
    res.send(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }
}
