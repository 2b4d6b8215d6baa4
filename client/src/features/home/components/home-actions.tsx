// The two-button row: install the app (a coupon for members) and the official LINE account.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { messages } from '@shop/contracts';
import { errorMessage } from '../../../lib/api-client';
import { auth } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { useClaimInstallReward } from '../api/claim-install-reward';
import { installStep, isIos } from '../install-decision';
import { ChatIcon, DownloadIcon } from './home-icons';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// The browser fires this once, possibly before the button is on screen: keep it from the start.
let deferredPrompt: BeforeInstallPromptEvent | null = null;
const promptListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    promptListeners.forEach((notify) => notify());
  });
}

const INSTALL_HINT = '請使用瀏覽器選單中的「加入主畫面」安裝抽抽樂';

function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function HomeActions() {
  const navigate = useNavigate();
  const { token } = useSnapshot(auth);
  const claim = useClaimInstallReward();
  const [, setPromptReady] = useState(false);

  useEffect(() => {
    const notify = () => setPromptReady(true);
    promptListeners.add(notify);
    return () => void promptListeners.delete(notify);
  }, []);

  const claimReward = () =>
    claim.mutate(undefined, {
      onSuccess: (r) =>
        showToast(r.already_claimed ? `您已領取過安裝獎勵：${r.data.coupon.title}` : `安裝成功！已獲得${r.data.coupon.title}`, 'success'),
      onError: (error) => showToast(errorMessage(error), 'error'),
    });

  const onInstall = async () => {
    const step = installStep({
      loggedIn: Boolean(token),
      installed: isInstalled(),
      ios: isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0),
      canPrompt: deferredPrompt !== null,
    });
    switch (step) {
      case 'login':
        showToast(messages.common.loginFirst);
        navigate(`/login?redirect=${encodeURIComponent('/')}`);
        return;
      case 'claim':
        claimReward();
        return;
      case 'ios':
        navigate('/iosinstall');
        return;
      case 'prompt': {
        const prompt = deferredPrompt!;
        deferredPrompt = null;
        await prompt.prompt();
        const choice = await prompt.userChoice;
        if (choice.outcome === 'accepted') claimReward();
        else showToast(messages.install.cancelled);
        return;
      }
      case 'hint':
        showToast(INSTALL_HINT, 'info', 4000);
        return;
    }
  };

  return (
    <div className="home-actions">
      <button
        type="button"
        className="home-action home-action--install"
        onClick={() => void onInstall()}
        disabled={claim.isPending}
        data-testid="install-app"
      >
        <span className="home-action__icon">
          <DownloadIcon />
        </span>
        <span>
          <strong>安裝 App</strong>
          <small>領 50 元折價券</small>
        </span>
      </button>
      <Link to="/lineat" className="home-action home-action--line" data-testid="line-official">
        <span className="home-action__icon">
          <ChatIcon />
        </span>
        <span>
          <strong>LINE 官方帳號</strong>
          <small>開抽通知不漏接</small>
        </span>
      </Link>
    </div>
  );
}
