// Server-synced countdowns (lock timers): MM:SS text and a ticking hook.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** 287 -> "04:47"; minutes are not wrapped into hours (lock timers stay under 10 minutes). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Whole seconds left until `deadlineMs`, never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * Counts down each second from `remain` seconds as reported by the server at `syncedAt` (ms).
 * Counting against a deadline, not decrementing, keeps throttled background tabs honest.
 * `onExpire` runs once when a running countdown reaches zero.
 */
export function useCountdown(remain: number, syncedAt: number, onExpire?: () => void): number {
  const deadline = syncedAt + remain * 1000;
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useLayoutEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    setNow(Date.now());
    if (remain <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, remain]);

  const left = remain > 0 ? secondsLeft(deadline, now) : 0;
  const reachedZero = remain > 0 && left === 0;

  useEffect(() => {
    if (reachedZero) expire.current?.();
  }, [reachedZero, deadline]);

  return left;
}
