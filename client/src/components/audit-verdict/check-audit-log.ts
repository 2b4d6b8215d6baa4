// Reads an exported event log (NDJSON) and runs a container's verifier on it: what the public
// verifier pages and the auditor's screen share. A line that cannot be read is a problem to show,
// naming the line, not an exception.
import { parseTubeAuditExport, TubeAuditFileError, type TubeAuditLine } from '@shop/contracts';

export type AuditCheck<Result> = { source: string; lines: TubeAuditLine[]; result: Result } | { source: string; problem: string };

export function checkAuditLog<Result>(source: string, text: string, verify: (lines: TubeAuditLine[]) => Result): AuditCheck<Result> {
  try {
    const lines = parseTubeAuditExport(text);
    return { source, lines, result: verify(lines) };
  } catch (error) {
    if (!(error instanceof TubeAuditFileError)) throw error;
    return { source, problem: `第 ${error.line} 行無法讀取（${error.message}）` };
  }
}
