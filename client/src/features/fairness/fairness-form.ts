// The public tool's form logic: spec messages from fairnessInputSchema, the spec algorithm from
// contracts (the same function the server lays tubes out with), timed in the browser.
import { fairnessInputSchema, findWinningPositions, messages, type WinningPositions } from '@shop/contracts';

export type FairnessField = 'txid' | 'prizeCount' | 'totalTickets';
export type FairnessValues = Record<FairnessField, string>;

export type FairnessOutcome =
  | { ok: false; formError: string | null; fieldErrors: Partial<Record<FairnessField, string>>; failure: string }
  | { ok: true; result: WinningPositions; prizeCount: number; totalTickets: number; ms: number };

export function runFairnessCheck(values: FairnessValues, now: () => number = () => performance.now()): FairnessOutcome {
  const parsed = fairnessInputSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<FairnessField, string>> = {};
    let formError: string | null = null;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FairnessField | undefined;
      if (field === undefined) formError ??= issue.message;
      else fieldErrors[field] ??= issue.message;
    }
    return { ok: false, formError, fieldErrors, failure: messages.fairness.verifyFailed(parsed.error.issues[0]?.message) };
  }
  const { txid, prizeCount, totalTickets } = parsed.data;
  const started = now();
  const result = findWinningPositions(txid, prizeCount, totalTickets);
  return { ok: true, result, prizeCount, totalTickets, ms: now() - started };
}

/** The link a sold-out tube shows (see docs/fairness.md): the tool with its values prefilled. */
export function fairnessLink(values: { txid: string; prizeCount: number; totalTickets: number; tubeId?: string }): string {
  const q = new URLSearchParams({ txid: values.txid, prizeCount: String(values.prizeCount), totalTickets: String(values.totalTickets) });
  if (values.tubeId) q.set('tubeId', values.tubeId);
  return `/ichiban/fairness-verification?${q.toString()}`;
}
