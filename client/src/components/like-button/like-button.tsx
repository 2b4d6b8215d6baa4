// The heart on a product: likes or unlikes it for the member (visitors are asked to sign in). A
// new like plays the heart animation for 1.5 s (002 §4).
import { useEffect, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { constants, messages } from '@shop/contracts';
import { useProfile } from '../../api/get-profile';
import { errorMessage } from '../../lib/api-client';
import { auth } from '../../stores/auth.store';
import { showToast } from '../../stores/toast.store';
import { useToggleLike } from '../../api/toggle-like';
import './like-button.css';

export function LikeButton({ productId, className = '' }: { productId: string; className?: string }) {
  const { token } = useSnapshot(auth);
  const profile = useProfile(Boolean(token));
  const toggle = useToggleLike();
  const [popping, setPopping] = useState(false);
  const liked = Boolean(token) && (profile.data?.data.likedIds.includes(productId) ?? false);

  useEffect(() => {
    if (!popping) return;
    const timer = setTimeout(() => setPopping(false), constants.navigation.likeAnimationMs);
    return () => clearTimeout(timer);
  }, [popping]);

  const onClick = (event: MouseEvent) => {
    // The heart sits on a product card that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    if (!token) {
      showToast(messages.common.loginFirstToAct, 'error');
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate(productId, {
      onSuccess: (answer) => setPopping(answer.data.is_liked),
      onError: (error) => showToast(errorMessage(error), 'error'),
    });
  };

  return (
    <button
      type="button"
      className={`like-button${liked ? ' like-button--on' : ''}${popping ? ' like-button--pop' : ''} ${className}`}
      aria-pressed={liked}
      aria-label={liked ? '取消收藏' : '加入收藏'}
      onClick={onClick}
      data-testid={`like-${productId}`}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5S3.5 15.6 3.5 9.6A4.3 4.3 0 0 1 12 7.8a4.3 4.3 0 0 1 8.5 1.8c0 6-8.5 10.9-8.5 10.9z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
