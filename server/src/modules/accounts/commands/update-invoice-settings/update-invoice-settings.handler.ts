// Applies one invoice-settings change; answers with the settings as decided (read-your-writes).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { userDecider } from '../../domain/user.decide';
import type { InvoiceSettingsRecord } from '../../domain/user.state';
import { invoiceOf } from '../../queries/invoice-settings.reader';
import { UpdateInvoiceSettingsCommand } from './update-invoice-settings.command';

@CommandHandler(UpdateInvoiceSettingsCommand)
export class UpdateInvoiceSettingsHandler implements ICommandHandler<UpdateInvoiceSettingsCommand, InvoiceSettingsRecord> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: UpdateInvoiceSettingsCommand): Promise<InvoiceSettingsRecord> {
    const result = await runCommand({
      store: this.store,
      streamId: `user-${cmd.userId}`,
      decider: userDecider,
      command: { type: 'UpdateInvoiceSettings', data: { userId: cmd.userId, change: cmd.change } },
      metadata: cmd.metadata,
    });
    return invoiceOf(result.state);
  }
}
