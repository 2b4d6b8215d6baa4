import { deciderSpec } from '../../../testing/decider-spec';
import { caseRecordDecider } from './case-record.decide';

const spec = deciderSpec(caseRecordDecider);
const exported = (staffId: string, events: number) => ({ userId: 'u1', staffId, format: 'csv' as const, events });

describe('case record', () => {
  it('records every export with the staff member who made it, one after another', () => {
    spec
      .given()
      .when({ type: 'RecordExport', data: exported('s1', 12) })
      .then([{ type: 'MemberHistoryExported', data: exported('s1', 12) }]);
    spec
      .given({ type: 'MemberHistoryExported', data: exported('s1', 12) })
      .when({ type: 'RecordExport', data: exported('s2', 3) })
      .then([{ type: 'MemberHistoryExported', data: exported('s2', 3) }]);
    const { state } = spec.given(
      { type: 'MemberHistoryExported', data: exported('s1', 12) },
      { type: 'MemberHistoryExported', data: exported('s2', 3) },
    );
    expect(state.exports).toBe(2);
  });
});
