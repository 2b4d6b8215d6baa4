// The recharge history date filter (spec 002 §9): up to one year back, by default from the start
// of the previous month until today. Dates are calendar days (YYYY-MM-DD) in the shopper's zone.

export interface DateRange {
  start: string;
  end: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The earliest day the filter may start from: the same day one year ago. */
export function earliestDay(today: Date): string {
  const d = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  // 29 February a year back rolls into March; keep the last day of February instead.
  if (d.getMonth() !== today.getMonth()) d.setDate(0);
  return toDay(d);
}

export function defaultRange(today: Date): DateRange {
  return { start: toDay(new Date(today.getFullYear(), today.getMonth() - 1, 1)), end: toDay(today) };
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
