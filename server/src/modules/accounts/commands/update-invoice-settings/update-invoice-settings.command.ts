import type { EventMetadata } from '@shop/contracts';
import type { InvoiceChange } from '../../domain/user.decide';

/** One invoice-settings call, its value already validated by the contract. */
export class UpdateInvoiceSettingsCommand {
  constructor(
    readonly userId: string,
    readonly change: InvoiceChange,
    readonly metadata: EventMetadata,
  ) {}
}
