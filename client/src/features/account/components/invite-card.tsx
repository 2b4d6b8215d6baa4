// The member's own invite link (GET /api/invitation/link) on the member centre: copy it, or share it
// through the device's share sheet where there is one. Both get 200 points once the friend's phone
// is verified (the amount is constants.points.phoneBindingRewardPoints).
import { useQuery } from '@tanstack/react-query';
import { constants, type InvitationLinkResponse } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';

const TOPIC = 'invite-link';
const reward = constants.points.phoneBindingRewardPoints;

export function InviteCard() {
  const link = useQuery({
    queryKey: [...memberKeys.all, 'invitation-link'] as const,
    queryFn: ({ signal }) => apiRequest<InvitationLinkResponse>('/invitation/link', { signal }),
    select: (answer) => answer.data.invitation_url,
    staleTime: Infinity,
  });
  if (!link.data) return null;
  const url = link.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('已複製邀請連結', 'success', { topic: TOPIC });
    } catch {
      showToast('無法複製，請長按連結手動複製', 'error', { topic: TOPIC });
    }
  };
  const share = () =>
    void navigator.share({ title: '一起來抽賞', text: `用我的邀請連結註冊，綁定手機後我們各得 ${reward} 紅利`, url }).catch(() => undefined);

  return (
    <section className="member-invite card" aria-label="邀請好友" data-testid="invite-card">
      <h2 className="member-invite__title">邀請好友</h2>
      <p className="member-invite__text">好友用你的連結註冊並完成手機驗證，你們各得 {reward} 紅利。</p>
      <p className="member-invite__url num" data-testid="invite-url">
        {url}
      </p>
      <div className="member-invite__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={() => void copy()} data-testid="invite-copy">
          複製連結
        </button>
        {typeof navigator.share === 'function' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={share} data-testid="invite-share">
            分享
          </button>
        )}
      </div>
    </section>
  );
}
