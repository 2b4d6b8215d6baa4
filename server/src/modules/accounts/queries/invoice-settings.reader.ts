// A member's invoice settings, folded from their `user-<id>` stream: read-your-writes right after a
// save, and short enough to fold per request (like the wallet's balance).
import { Inject, Injectable } from '@nestjs/common';
import { invoiceDonations, type InvoiceSettings, type UserEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { userDecider } from '../domain/user.decide';
import { noInvoiceSettings, type InvoiceSettingsRecord, type User } from '../domain/user.state';

export function invoiceSettingsView(record: InvoiceSettingsRecord): InvoiceSettings {
  return {
    invoice_type: record.invoiceType,
    email: record.email,
    carrier_number: record.carrierNumber,
    carrier_code: record.carrierNumber,
    tax_id: record.taxId,
    company_name: record.companyName,
    donation_code: record.donationCode,
    donations: invoiceDonations.map(({ code, name }) => ({ code, name })),
  };
}

export const invoiceOf = (user: User): InvoiceSettingsRecord => (user.status === 'registered' ? user.invoice : noInvoiceSettings);

@Injectable()
export class InvoiceSettingsReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async settings(userId: string): Promise<InvoiceSettings> {
    const recorded = await this.store.readStream(`user-${userId}`);
    const user = recorded.reduce((u, e) => userDecider.evolve(u, { type: e.type, data: e.data } as UserEvent), userDecider.initialState);
    return invoiceSettingsView(invoiceOf(user));
  }
}
