// Calendar days as the shop counts them: Taipei (UTC+8, no daylight saving), from the command's clock.
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `now` in Taipei. */
export function taipeiDate(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM of `now` in Taipei: the month a monthly benefit belongs to. */
export function taipeiMonth(now: Date): string {
  return taipeiDate(now).slice(0, 7);
}

/** The instant the Taipei month after `month` (YYYY-MM) begins. */
export function startOfNextTaipeiMonth(month: string): Date {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 1) - TAIPEI_OFFSET_MS);
}

/** The instant the Taipei month of `now` began. */
export function startOfTaipeiMonth(now: Date): Date {
  const [year, m] = taipeiMonth(now).split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1) - TAIPEI_OFFSET_MS);
}

/** A task period in Taipei: its key (YYYY-MM-DD, W-<Monday's date>, YYYY-MM) and its instants [start, end). */
export interface TaipeiPeriod {
  key: string;
  start: Date;
  end: Date;
}

/** The Taipei day, week (Monday to Sunday) or month that `now` falls in. */
export function taipeiPeriod(kind: 'daily' | 'weekly' | 'monthly', now: Date): TaipeiPeriod {
  const date = taipeiDate(now);
  const startOfDay = Date.parse(`${date}T00:00:00Z`) - TAIPEI_OFFSET_MS;
  switch (kind) {
    case 'daily':
      return { key: date, start: new Date(startOfDay), end: new Date(startOfDay + DAY_MS) };
    case 'weekly': {
      const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
      const start = startOfDay - sinceMonday * DAY_MS;
      return { key: `W-${taipeiDate(new Date(start))}`, start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'monthly': {
      const month = taipeiMonth(now);
      return { key: month, start: startOfTaipeiMonth(now), end: startOfNextTaipeiMonth(month) };
    }
  }
}

/** The instant the Taipei day of `now` began. */
export function startOfTaipeiDay(now: Date): Date {
  return new Date(Date.parse(`${taipeiDate(now)}T00:00:00Z`) - TAIPEI_OFFSET_MS);
}
