import type { EventMetadata, MemberHistoryExported } from '@shop/contracts';

/** Records that a staff member exported a member's history. */
export class RecordExportCommand {
  constructor(
    readonly export_: MemberHistoryExported['data'],
    readonly metadata: EventMetadata,
  ) {}
}
