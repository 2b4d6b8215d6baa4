// Anonymous visitor tracking (spec 000 §3, §4, §8): one record per Taipei calendar day, unless
// forced; the startup record waits 100 ms so it never competes with the first screen; any failure
// is swallowed.
import { constants } from '@shop/contracts';
import { readString, writeString } from '../../lib/storage';

const { visitorId: VISITOR_ID_KEY, lastVisitDate: LAST_VISIT_DATE_KEY, lastVisitTimestamp: LAST_VISIT_TIMESTAMP_KEY } = constants.storageKeys;
export const STARTUP_RECORD_DELAY_MS = constants.visitor.startupRecordDelayMs;

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface VisitRecord {
  visitor_id: string;
  page_url: string;
  referrer: string;
  user_agent: string;
  is_logged_in: boolean;
}

export type SendVisit = (record: VisitRecord) => Promise<unknown>;

/** The calendar day in Taipei (UTC+8 all year: Taiwan has kept no daylight saving since 1979). */
export function taipeiDay(nowMs: number): string {
  return new Date(nowMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

export function newVisitorId(nowMs: number): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  const suffix = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  return `${constants.visitor.idPrefix}${nowMs}_${suffix}`;
}

/** The stored visitor id, created on first use. */
export function visitorId(nowMs = Date.now()): string {
  const stored = readString(VISITOR_ID_KEY);
  if (stored && stored.startsWith(constants.visitor.idPrefix)) return stored;
  const id = newVisitorId(nowMs);
  writeString(VISITOR_ID_KEY, id);
  return id;
}

let inFlight: Promise<boolean> | null = null;

/**
 * Records this visit unless one was already recorded today (Taipei). Resolves true when a record
 * was sent and accepted; never rejects.
 */
export function recordVisit(send: SendVisit, options: { force?: boolean; loggedIn: boolean; now?: () => number }): Promise<boolean> {
  const now = options.now ?? Date.now;
  const today = taipeiDay(now());
  if (!options.force && readString(LAST_VISIT_DATE_KEY) === today) return Promise.resolve(false);
  // Two triggers at once (start-up and a sign-in) send one record.
  if (inFlight) return inFlight;
  const record: VisitRecord = {
    visitor_id: visitorId(now()),
    page_url: window.location.href,
    referrer: document.referrer,
    user_agent: navigator.userAgent,
    is_logged_in: options.loggedIn,
  };
  inFlight = send(record)
    .then(() => {
      writeString(LAST_VISIT_DATE_KEY, today);
      writeString(LAST_VISIT_TIMESTAMP_KEY, String(now()));
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Schedules the start-up record; returns a cancel function. */
export function scheduleStartupVisit(send: SendVisit, options: { loggedIn: () => boolean; now?: () => number; delayMs?: number }): () => void {
  const timer = setTimeout(
    () => void recordVisit(send, { loggedIn: options.loggedIn(), now: options.now }),
    options.delayMs ?? STARTUP_RECORD_DELAY_MS,
  );
  return () => clearTimeout(timer);
}
