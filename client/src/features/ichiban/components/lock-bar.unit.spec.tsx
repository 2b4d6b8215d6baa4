import { fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@shop/contracts';
import { ApiError } from '../../../lib/api-client';
import { lockRefusal } from '../api/lock-tube';
import { LockBar } from './lock-bar';

describe('lock refusals', () => {
  it('takes the server’s reason for the buyer’s own refusals, and nothing else', () => {
    expect(lockRefusal(new ApiError(messages.ichiban.lockNeedsFunds, 402))).toBe(messages.ichiban.lockNeedsFunds);
    expect(lockRefusal(new ApiError(messages.holds.heldElsewhere, 409))).toBe(messages.holds.heldElsewhere);
    expect(lockRefusal(new ApiError(messages.ichiban.lockCooldown(90), 429, { remain: 90 }))).toBe(messages.ichiban.lockCooldown(90));
    // Sold out, someone else's lock and a lost connection keep their own handling.
    expect(lockRefusal(new ApiError(messages.ichiban.tubeSoldOut, 409))).toBeNull();
    expect(lockRefusal(new ApiError('其他用戶正在抽選中，請稍候', 423, { remain: 100 }))).toBeNull();
    expect(lockRefusal(new Error('boom'))).toBeNull();
  });

  it('shows the refusal beside the lock button while the tube is free', () => {
    const { rerender } = render(
      <LockBar
        state="free"
        secondsLeft={0}
        totalSeconds={300}
        reserving={false}
        onReserve={() => undefined}
        refusal={messages.ichiban.lockNeedsFunds}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(messages.ichiban.lockNeedsFunds);
    expect((screen.getByTestId('reserve-button') as HTMLButtonElement).disabled).toBe(false);
    rerender(<LockBar state="mine" secondsLeft={200} totalSeconds={300} reserving={false} onReserve={() => undefined} refusal={null} />);
    expect(screen.queryByTestId('lock-refusal')).toBeNull();
  });

  it('offers 前往儲值 beside a refusal only when the wallet is the reason', () => {
    const onRecharge = jest.fn();
    const free = { state: 'free', secondsLeft: 0, totalSeconds: 300, reserving: false, onReserve: () => undefined } as const;
    const { rerender } = render(<LockBar {...free} refusal={messages.ichiban.lockNeedsFunds} onRecharge={onRecharge} />);
    fireEvent.click(screen.getByTestId('lock-refusal-recharge'));
    expect(onRecharge).toHaveBeenCalledTimes(1);
    rerender(<LockBar {...free} refusal={messages.holds.heldElsewhere} />);
    expect(screen.getByTestId('lock-refusal').textContent).toBe(messages.holds.heldElsewhere);
    expect(screen.queryByTestId('lock-refusal-recharge')).toBeNull();
  });
});
