// "發送驗證碼" with the resend cooldown counting down on it.
export function SendCodeButton({
  cooldownLeft,
  sending,
  sentBefore,
  onClick,
}: {
  cooldownLeft: number;
  sending: boolean;
  sentBefore: boolean;
  onClick: () => void;
}) {
  const label = sending ? '發送中…' : cooldownLeft > 0 ? `${cooldownLeft} 秒後重發` : sentBefore ? '重新發送' : '發送驗證碼';
  return (
    <button
      type="button"
      className="btn btn--secondary send-code"
      onClick={onClick}
      disabled={sending || cooldownLeft > 0}
      data-testid="send-code"
      data-cooldown={cooldownLeft}
    >
      {label}
    </button>
  );
}
