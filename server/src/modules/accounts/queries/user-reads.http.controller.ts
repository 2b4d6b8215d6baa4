// Reads about members: the invoice settings, the invitation landing and link (GET /api/user is the
// profile module's: it shows the wallet and member too).
import { Controller, Get, Inject, NotFoundException, Param, Req, UseGuards } from '@nestjs/common';
import {
  invitationCodeSchema,
  messages,
  type InvitationLandingResponse,
  type InvitationLinkResponse,
  type InvoiceSettingsResponse,
  invitationLandingResponseSchema,
  invitationLinkResponseSchema,
  invoiceSettingsResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { APP_CONFIG, type Config } from '../../../config/config';
import { publicOrigin } from '../../../http/public-origin';
import { AccountDirectory } from '../account-directory.service';
import { AuthGuard, CurrentUser } from '../auth.guard';
import type { SessionUser } from '../sessions.service';
import { InvoiceSettingsReader } from './invoice-settings.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller()
export class UserReadsHttpController {
  constructor(
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(InvoiceSettingsReader) private readonly invoices: InvoiceSettingsReader,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  @Get('user/invoice-settings')
  @UseGuards(AuthGuard)
  @ApiDoc({ tag: 'Invoice settings', summary: 'Saved e-invoice settings', answer: invoiceSettingsResponseSchema })
  async invoiceSettings(@CurrentUser() user: SessionUser): Promise<InvoiceSettingsResponse> {
    return { success: true, data: await this.invoices.settings(user.userId) };
  }

  @Get('invite/:code')
  @ApiDoc({ summary: 'An invitation landing', params: z.object({ code: invitationCodeSchema }), answer: invitationLandingResponseSchema })
  async invitation(@Param('code') raw: string): Promise<InvitationLandingResponse> {
    const code = invitationCodeSchema.safeParse(raw);
    const inviter = code.success ? await this.accounts.byInvitationCode(code.data) : null;
    if (!inviter?.invitationCode) throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
    return { success: true, data: { inviter_name: inviter.name, invitation_code: inviter.invitationCode } };
  }

  @Get('invitation/link')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's own invitation link", answer: invitationLinkResponseSchema })
  async invitationLink(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<InvitationLinkResponse> {
    const account = await this.accounts.byId(user.userId);
    if (!account?.invitationCode) throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
    return {
      success: true,
      data: { invitation_url: `${publicOrigin(req, this.config)}/invite/${account.invitationCode}`, invitation_code: account.invitationCode },
    };
  }
}
