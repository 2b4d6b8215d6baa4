import { act, render, screen } from '@testing-library/react';
import { formatCountdown, secondsLeft, useCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [287, '04:47'],
    [300, '05:00'],
    [480, '08:00'],
    [3599, '59:59'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('never shows negative or fractional time', () => {
    expect(formatCountdown(-4)).toBe('00:00');
    expect(formatCountdown(61.9)).toBe('01:01');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });

  it('counts whole seconds left to a deadline', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

function Clock({ remain, syncedAt, onExpire }: { remain: number; syncedAt: number; onExpire: () => void }) {
  const left = useCountdown(remain, syncedAt, onExpire);
  return <span data-testid="left">{left}</span>;
}

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('ticks each second from the server remain and fires once at zero', () => {
    const onExpire = jest.fn();
    render(<Clock remain={3} syncedAt={Date.now()} onExpire={onExpire} />);
    expect(screen.getByTestId('left').textContent).toBe('3');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('left').textContent).toBe('2');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('left').textContent).toBe('0');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts from a new server answer', () => {
    const onExpire = jest.fn();
    const { rerender } = render(<Clock remain={10} syncedAt={Date.now()} onExpire={onExpire} />);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('left').textContent).toBe('6');
    rerender(<Clock remain={287} syncedAt={Date.now()} onExpire={onExpire} />);
    expect(screen.getByTestId('left').textContent).toBe('287');
  });

  it('stays at zero, without firing, when nothing is locked', () => {
    const onExpire = jest.fn();
    render(<Clock remain={0} syncedAt={Date.now()} onExpire={onExpire} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('left').textContent).toBe('0');
    expect(onExpire).not.toHaveBeenCalled();
  });
});
