// The auditor's containers, one row per kind: its headings, its export (GET /api/audit/…/{id}/events)
// and how the export is checked in the browser — the contracts' verifier `npm run verify` runs and
// the shared verdict screen. The one click (驗證) and the file picker both go through `check`; 統計
// folds a product's exports with the kind's `stats` (audit-stats.ts).
import type { ReactNode } from 'react';
import {
  parsePackageAuditExport,
  parseTubeAuditExport,
  verifyGachaLog,
  verifyPackageLog,
  verifyTubeLog,
  type AuditContainerKind,
  type TubeAuditLine,
} from '@shop/contracts';
import { checkAuditLog } from '../../components/audit-verdict/check-audit-log';
import { AuditProblem, AuditVerdict, type AuditVerdictResult } from '../../components/audit-verdict/audit-verdict';
import { GachaVerdict } from '../../components/audit-verdict/gacha-verdict';
import { PackageVerdict } from '../../components/audit-verdict/package-verdict';
import { gachaStats, packageStats, productStats, type ContainerLog, type ProductStats } from './audit-stats';

/** A checked export: what the verifier said (or the line it could not read) and its verdict screen. */
export interface AuditOutcome {
  source: string;
  status: 'verified' | 'unrevealed' | 'failed';
  /** The event that fails (0-based index in the file), when the verifier named one. */
  failure?: { index: number; code: string };
  verdict: ReactNode;
}

export interface AuditKind {
  title: string;
  /** The container column's heading, and the word a checked export is named by. */
  column: string;
  noun: string;
  exportPath: (id: string) => string;
  /** The type of the event every export of this kind starts with. */
  firstEvent: string;
  check: (source: string, text: string) => AuditOutcome;
  /** A product's fairness statistics from its containers' exports, and the words its card uses. */
  stats: {
    /** The heading of the rows' column (what was drawn). */
    row: string;
    /** The counting word of one draw. */
    unit: string;
    /** How a row's label is shown. */
    label: (row: string) => string;
    fold: (exports: { id: string; text: string }[]) => ProductStats;
  };
}

function auditKind<Line extends TubeAuditLine, Result extends AuditVerdictResult<string>>(spec: {
  title: string;
  column: string;
  noun: string;
  exportBase: string;
  firstEvent: string;
  parse?: (text: string) => Line[];
  verify: (lines: Line[]) => Result;
  Verdict: (props: { lines: TubeAuditLine[]; result: Result }) => ReactNode;
  stats: { row: string; unit: string; label?: (row: string) => string; fold: (logs: ContainerLog[]) => ProductStats };
}): AuditKind {
  const { exportBase, parse, verify, Verdict, stats, ...labels } = spec;
  const read = parse ?? parseTubeAuditExport;
  return {
    ...labels,
    stats: {
      row: stats.row,
      unit: stats.unit,
      label: stats.label ?? ((row) => row),
      fold: (exports) => stats.fold(exports.map(({ id, text }) => ({ id, lines: read(text) }))),
    },
    exportPath: (id) => `${exportBase}/${encodeURIComponent(id)}/events`,
    check(source, text) {
      const checked = checkAuditLog(source, text, verify, parse);
      if ('problem' in checked) return { source, status: 'failed', verdict: <AuditProblem problem={checked.problem} /> };
      const { result } = checked;
      return {
        source,
        status: result.status,
        ...(result.status === 'failed' ? { failure: { index: result.failure.index, code: result.failure.code } } : {}),
        verdict: <Verdict lines={checked.lines} result={result} />,
      };
    },
  };
}

export const AUDIT_KINDS: Record<AuditContainerKind, AuditKind> = {
  ichiban: auditKind({
    title: '一番賞籤筒',
    column: '籤筒',
    noun: '籤筒',
    exportBase: '/api/audit/tubes',
    firstEvent: 'TubeOpened',
    verify: verifyTubeLog,
    Verdict: AuditVerdict,
    stats: { row: '賞', unit: '張', label: (tier) => `${tier} 賞`, fold: productStats },
  }),
  gacha: auditKind({
    title: '扭蛋機',
    column: '扭蛋機（輪）',
    noun: '扭蛋機',
    exportBase: '/api/audit/gacha',
    firstEvent: 'GachaStocked',
    verify: verifyGachaLog,
    Verdict: GachaVerdict,
    stats: { row: '品項（稀有度）', unit: '顆', fold: gachaStats },
  }),
  blindbox: auditKind({
    title: '盲盒',
    column: '盒',
    noun: '盒',
    exportBase: '/api/audit/packages',
    firstEvent: 'PackageOpened',
    parse: parsePackageAuditExport,
    verify: verifyPackageLog,
    Verdict: PackageVerdict,
    stats: { row: '款式', unit: '個', fold: packageStats },
  }),
};

const kinds = Object.entries(AUDIT_KINDS) as [AuditContainerKind, AuditKind][];

/**
 * Checks an export file of any kind: the kind is the one whose first event the file starts with.
 * A file that starts with none of them cannot be checked, and says so.
 */
export function checkAuditFile(source: string, text: string): AuditOutcome {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.trim() !== '');
  let first: { type?: unknown } | null = null;
  try {
    first = at < 0 ? null : (JSON.parse(lines[at]!) as { type?: unknown } | null);
  } catch {
    return failed(source, `第 ${at + 1} 行無法讀取（not valid JSON）`);
  }
  const found = kinds.find(([, k]) => k.firstEvent === first?.type);
  if (found) return found[1].check(source, text);
  return failed(source, `第一筆事件不是 ${kinds.map(([, k]) => k.firstEvent).join('、')}，無法辨識是哪一種事件紀錄`);
}

const failed = (source: string, problem: string): AuditOutcome => ({ source, status: 'failed', verdict: <AuditProblem problem={problem} /> });
