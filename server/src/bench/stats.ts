// Small helpers every benchmark shares: percentiles and saving a result file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

/** The p-th percentile (0..100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

export const resultsDir = process.env.BENCH_RESULTS_DIR ?? resolve(__dirname, '../../../bench/results');

/** Writes bench/results/<name>.json with the machine's shape alongside the figures. */
export function saveResult(name: string, figures: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  const body = {
    name,
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: round(totalmem() / 2 ** 30), node: process.version },
    figures,
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}
