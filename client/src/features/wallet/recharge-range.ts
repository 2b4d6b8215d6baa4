// The recharge history date filter (spec 002 §9): up to one year back, by default from the start
// of the previous month until today. Dates are Taipei calendar days (YYYY-MM-DD), as the server reads
// them: a shopper's clock in another zone must not cut off today's last hours.

export interface DateRange {
  start: string;
  end: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const TAIPEI_OFFSET_MS = 8 * 3_600_000; // UTC+8 all year: Taiwan keeps no daylight saving time

/** The Taipei calendar day of an instant, as year, month (0-11) and day. */
function taipeiParts(instant: Date): { y: number; m: number; d: number } {
  const shifted = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth(), d: shifted.getUTCDate() };
}

function dayOf(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Taipei calendar day of an instant. */
export function toDay(instant: Date): string {
  const { y, m, d } = taipeiParts(instant);
  return dayOf(y, m, d);
}

/** The earliest day the filter may start from: the same day one year ago. */
export function earliestDay(today: Date): string {
  const { y, m, d } = taipeiParts(today);
  // 29 February a year back would roll into March; keep the last day of February instead.
  const lastOfMonth = new Date(Date.UTC(y - 1, m + 1, 0)).getUTCDate();
  return dayOf(y - 1, m, Math.min(d, lastOfMonth));
}

export function defaultRange(today: Date): DateRange {
  const { y, m } = taipeiParts(today);
  return { start: dayOf(y, m - 1, 1), end: toDay(today) };
}

/** Clamps a chosen range into [one year ago, today] and keeps start ≤ end. */
export function clampRange(range: DateRange, today: Date): DateRange {
  const min = earliestDay(today);
  const max = toDay(today);
  const within = (day: string) => (day < min ? min : day > max ? max : day);
  const start = within(range.start || min);
  const end = within(range.end || max);
  return start <= end ? { start, end } : { start: end, end: start };
}
