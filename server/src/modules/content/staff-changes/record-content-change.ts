// Writes a content row and its staff change record in one transaction: no content write without its author.
import type { EntityManager } from 'typeorm';
import { ContentStaffChangeRow, type ContentChangeAction } from './content-staff-change.entity';

export interface ContentChange {
  staffId: string;
  kind: string;
  rowKey: string | number;
  action: ContentChangeAction;
  values: object | null;
  at: Date;
}

export async function recordContentChange(tx: EntityManager, change: ContentChange): Promise<void> {
  await tx.getRepository(ContentStaffChangeRow).insert({
    staffId: change.staffId,
    kind: change.kind,
    rowKey: String(change.rowKey),
    action: change.action,
    written: change.values,
    changedAt: change.at,
  });
}
