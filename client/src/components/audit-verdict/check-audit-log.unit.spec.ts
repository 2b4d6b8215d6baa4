import { checkAuditLog } from './check-audit-log';

describe('checkAuditLog', () => {
  it('names the line it cannot read instead of throwing', () => {
    const checked = checkAuditLog('a.ndjson', '{"not":"an event"}\nnot json', () => 'verified');
    expect(checked).toEqual({ source: 'a.ndjson', problem: expect.stringMatching(/^第 1 行無法讀取/) });
  });

  it('hands every line it read to the container’s verifier', () => {
    const line = { revision: 0, recordedAt: '2026-11-24T00:00:00.000Z', type: 'TubeOpened', data: { tubeId: 't1' } };
    const checked = checkAuditLog('t1.ndjson', `${JSON.stringify(line)}\n`, (lines) => lines.map((l) => l.type));
    expect(checked).toEqual({ source: 't1.ndjson', lines: [line], result: ['TubeOpened'] });
  });
});
