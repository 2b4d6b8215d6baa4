// PUT /api/user/invoice-settings/carrier, DELETE …/carrier, PUT …/tax-id, PUT …/donation,
// PUT …/email (002 §7 "Invoices"). Each call is validated with its contract and recorded as an
// InvoiceSettingsUpdated fact on the member's stream; an unchanged value records nothing.
import { Body, Controller, Delete, HttpCode, Inject, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  messages,
  putInvoiceCarrierRequestSchema,
  putInvoiceDonationRequestSchema,
  putInvoiceEmailRequestSchema,
  putInvoiceTaxIdRequestSchema,
  type InvoiceSettingsResponse,
  invoiceSettingsResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser } from '../../auth.guard';
import type { InvoiceChange } from '../../domain/user.decide';
import type { InvoiceSettingsRecord } from '../../domain/user.state';
import { invoiceSettingsView } from '../../queries/invoice-settings.reader';
import type { SessionUser } from '../../sessions.service';
import { UpdateInvoiceSettingsCommand } from './update-invoice-settings.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Invoice settings')
@Controller('user/invoice-settings')
@UseGuards(AuthGuard)
export class InvoiceSettingsHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put('carrier')
  @HttpCode(200)
  @ApiDoc({ summary: 'Save a mobile barcode carrier', answer: invoiceSettingsResponseSchema })
  putCarrier(
    @Body(validate(putInvoiceCarrierRequestSchema)) body: z.output<typeof putInvoiceCarrierRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ) {
    return this.save(user, req, { kind: 'carrier', carrierNumber: body.carrier_number });
  }

  @Delete('carrier')
  @HttpCode(200)
  @ApiDoc({ summary: 'Remove the mobile barcode carrier', answer: invoiceSettingsResponseSchema })
  deleteCarrier(@CurrentUser() user: SessionUser, @Req() req: Request) {
    return this.save(user, req, { kind: 'removeCarrier' });
  }

  @Put('tax-id')
  @HttpCode(200)
  @ApiDoc({ summary: 'Save a company tax id', answer: invoiceSettingsResponseSchema })
  putTaxId(
    @Body(validate(putInvoiceTaxIdRequestSchema)) body: z.output<typeof putInvoiceTaxIdRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ) {
    return this.save(user, req, { kind: 'company', companyName: body.company_name, taxId: body.tax_id });
  }

  @Put('donation')
  @HttpCode(200)
  @ApiDoc({ summary: 'Donate invoices to a charity', answer: invoiceSettingsResponseSchema })
  putDonation(
    @Body(validate(putInvoiceDonationRequestSchema)) body: z.output<typeof putInvoiceDonationRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ) {
    return this.save(user, req, { kind: 'donation', donationCode: body.donation_code });
  }

  @Put('email')
  @HttpCode(200)
  @ApiDoc({ summary: 'Save the invoice e-mail and type', answer: invoiceSettingsResponseSchema })
  putEmail(
    @Body(validate(putInvoiceEmailRequestSchema)) body: z.output<typeof putInvoiceEmailRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ) {
    return this.save(user, req, { kind: 'email', email: body.email, invoiceType: body.invoice_type });
  }

  private async save(user: SessionUser, req: Request, change: InvoiceChange): Promise<InvoiceSettingsResponse> {
    const settings = await this.commands.execute<UpdateInvoiceSettingsCommand, InvoiceSettingsRecord>(
      new UpdateInvoiceSettingsCommand(user.userId, change, userMetadata(req, user.userId, new Date())),
    );
    return { success: true, message: messages.settings.saved, data: invoiceSettingsView(settings) };
  }
}
