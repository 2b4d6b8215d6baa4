// POST /api/user/close-account (not in the spec; a member's right under Taiwan's Personal Data
// Protection Act): the signed-in member confirms with the password or an SMS code sent to the
// account's phone (send-code, purpose `close`), and the account is closed for good.
import { Body, Controller, ForbiddenException, HttpCode, Inject, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { closeAccountRequestSchema, messages, type CloseAccountResponse, closeAccountResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser } from '../../auth.guard';
import { CredentialsService } from '../../credentials/credentials.service';
import type { SessionUser } from '../../sessions.service';
import { PhoneCodesService } from '../../verification/phone-codes.service';
import { ThrottleService } from '../../verification/throttle.service';
import { CloseAccountCommand } from './close-account.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const FIFTEEN_MINUTES_MS = 900_000;
/** Wrong passwords before the account's closing is refused for a while (a stolen session guessing). */
const PASSWORD_FAILURES = 5;

@ApiTag('Accounts')
@Controller('user')
export class CloseAccountHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  @Post('close-account')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({
    summary: 'Close the account: personal data erased (crypto-shredded), sessions revoked; needs the password or an SMS code',
    answer: closeAccountResponseSchema,
  })
  async close(
    @Body(validate(closeAccountRequestSchema)) body: z.output<typeof closeAccountRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<CloseAccountResponse> {
    let confirmedBy: 'password' | 'sms';
    if ('password' in body) {
      const limit = { bucket: `close:user:${user.userId}`, max: PASSWORD_FAILURES, windowMs: FIFTEEN_MINUTES_MS };
      await this.throttle.take([limit], messages.auth.tooManyRequests);
      if (!(await this.credentials.check(user.userId, body.password))) {
        throw new ForbiddenException({ success: false, message: messages.account.closePasswordWrong });
      }
      await this.throttle.giveBack([limit]);
      confirmedBy = 'password';
    } else {
      if (!user.phone) throw new UnauthorizedException({ success: false, message: messages.auth.codeInvalid });
      await this.codes.verify({ phone: user.phone, code: body.code, sessionInfo: body.session_info, purpose: 'close' }, req.ip ?? 'unknown');
      confirmedBy = 'sms';
    }
    await this.commands.execute(new CloseAccountCommand(user.userId, confirmedBy, userMetadata(req, user.userId, new Date())));
    return { success: true, message: messages.account.closed };
  }
}
