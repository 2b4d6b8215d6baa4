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
