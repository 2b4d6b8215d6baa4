import { newVisitorId, recordVisit, scheduleStartupVisit, taipeiDay, visitorId, type VisitRecord } from './visitor-tracker';

// 2026-03-10 15:30 UTC is 23:30 in Taipei; 16:00 UTC is already 2026-03-11 there.
const BEFORE_TAIPEI_MIDNIGHT = Date.UTC(2026, 2, 10, 15, 30);
const AFTER_TAIPEI_MIDNIGHT = Date.UTC(2026, 2, 10, 16, 0);

describe('visitor tracking', () => {
  let sent: VisitRecord[];
  const send = async (record: VisitRecord) => {
    sent.push(record);
    return { success: true };
  };

  beforeEach(() => {
    localStorage.clear();
    sent = [];
  });

  afterEach(() => jest.useRealTimers());

  it('judges the day in Taipei', () => {
    expect(taipeiDay(BEFORE_TAIPEI_MIDNIGHT)).toBe('2026-03-10');
    expect(taipeiDay(AFTER_TAIPEI_MIDNIGHT)).toBe('2026-03-11');
    // 00:00 UTC is 08:00 in Taipei: same day.
    expect(taipeiDay(Date.UTC(2026, 2, 10, 0, 0))).toBe('2026-03-10');
  });

  it('makes ids of v_ + timestamp + random and keeps the first one', () => {
    expect(newVisitorId(1700000000000)).toMatch(/^v_1700000000000_[0-9a-z]{6,}$/);
    expect(newVisitorId(1)).not.toBe(newVisitorId(1));
    const first = visitorId(1700000000000);
    expect(localStorage.getItem('visitor_id')).toBe(first);
    expect(visitorId(1800000000000)).toBe(first);
  });

  it('records once per Taipei day, with the spec fields', async () => {
    let now = Date.UTC(2026, 2, 10, 2, 0);
    const clock = () => now;
    await expect(recordVisit(send, { loggedIn: false, now: clock })).resolves.toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      visitor_id: localStorage.getItem('visitor_id'),
      page_url: window.location.href,
      referrer: document.referrer,
      user_agent: navigator.userAgent,
      is_logged_in: false,
    });
    expect(localStorage.getItem('last_visit_date')).toBe('2026-03-10');
    expect(localStorage.getItem('last_visit_timestamp')).toBe(String(now));

    now = BEFORE_TAIPEI_MIDNIGHT;
    await expect(recordVisit(send, { loggedIn: true, now: clock })).resolves.toBe(false);
    expect(sent).toHaveLength(1);

    now = AFTER_TAIPEI_MIDNIGHT;
    await expect(recordVisit(send, { loggedIn: true, now: clock })).resolves.toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1].is_logged_in).toBe(true);
    expect(sent[1].visitor_id).toBe(sent[0].visitor_id);
  });

  it('records again the same day when forced', async () => {
    const clock = () => BEFORE_TAIPEI_MIDNIGHT;
    await recordVisit(send, { loggedIn: false, now: clock });
    await recordVisit(send, { loggedIn: true, now: clock, force: true });
    expect(sent.map((r) => r.is_logged_in)).toEqual([false, true]);
  });

  it('swallows failures and tries again on the next visit', async () => {
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(recordVisit(failing, { loggedIn: false })).resolves.toBe(false);
    expect(localStorage.getItem('last_visit_date')).toBeNull();
    await expect(recordVisit(send, { loggedIn: false })).resolves.toBe(true);
  });

  it('sends one record for two triggers at once', async () => {
    await Promise.all([recordVisit(send, { loggedIn: false }), recordVisit(send, { loggedIn: false, force: true })]);
    expect(sent).toHaveLength(1);
  });

  it('waits 100 ms after start-up, and can be cancelled', async () => {
    jest.useFakeTimers();
    scheduleStartupVisit(send, { loggedIn: () => true });
    await jest.advanceTimersByTimeAsync(99);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].is_logged_in).toBe(true);

    localStorage.clear();
    const cancel = scheduleStartupVisit(send, { loggedIn: () => false });
    cancel();
    await jest.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
  });
});
