// Reads an exported event log (NDJSON) and runs a container's verifier on it: what the public
// verifier pages and the auditor's screen share. A line that cannot be read is a problem to show,
// naming the line, not an exception. `parse` is the container's reader (the tube reader suits tube
// and gacha exports; blind-box exports keep their chain hashes, parsePackageAuditExport).
import { PackageAuditFileError, parseTubeAuditExport, TubeAuditFileError, type TubeAuditLine } from '@shop/contracts';

export type AuditCheck<Result> = { source: string; lines: TubeAuditLine[]; result: Result } | { source: string; problem: string };

export function checkAuditLog<Result, Line extends TubeAuditLine = TubeAuditLine>(
  source: string,
  text: string,
  verify: (lines: Line[]) => Result,
  parse: (text: string) => Line[] = parseTubeAuditExport as (text: string) => Line[],
): AuditCheck<Result> {
  try {
    const lines = parse(text);
    return { source, lines, result: verify(lines) };
  } catch (error) {
    if (!(error instanceof TubeAuditFileError || error instanceof PackageAuditFileError)) throw error;
    return { source, problem: `第 ${error.line} 行無法讀取（${error.message}）` };
  }
}
