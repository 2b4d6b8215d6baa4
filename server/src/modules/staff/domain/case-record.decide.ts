// What staff did with a member's case, on `support-<userId>`: each export of the member's history
// is recorded with the staff member who made it and what it held.
import type { MemberHistoryExported, SupportEvent } from '@shop/contracts';

export interface CaseRecord {
  exports: number;
}

export const initialCaseRecord: CaseRecord = { exports: 0 };

export function evolve(state: CaseRecord, event: SupportEvent): CaseRecord {
  switch (event.type) {
    case 'MemberHistoryExported':
      return { exports: state.exports + 1 };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

export type RecordExport = { type: 'RecordExport'; data: MemberHistoryExported['data'] };

export function decide(command: RecordExport): SupportEvent[] {
  return [{ type: 'MemberHistoryExported', data: command.data }];
}

export const caseRecordStreamId = (userId: string) => `support-${userId}`;
export const caseRecordDecider = { initialState: initialCaseRecord, evolve, decide };
