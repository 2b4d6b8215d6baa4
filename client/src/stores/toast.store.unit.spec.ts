import { dismissToast, showToast, toasts } from './toast.store';

afterEach(() => {
  for (const t of [...toasts.items]) dismissToast(t.id);
});

const shown = () => toasts.items.map((t) => [t.message, t.kind]);

describe('showToast', () => {
  it('lets a newer toast about the same form take the place of the old one', () => {
    showToast('請輸入正確的 E-mail 格式', 'error', { topic: 'invoice-settings' });
    showToast('已登入', 'info');
    showToast('已儲存', 'success', { topic: 'invoice-settings' });
    expect(shown()).toEqual([
      ['已登入', 'info'],
      ['已儲存', 'success'],
    ]);
  });

  it('stacks toasts about different things, and refreshes one already shown', () => {
    showToast('甲', 'error', { topic: 'a' });
    showToast('乙', 'error', { topic: 'b' });
    showToast('甲', 'error', 4000);
    expect(shown()).toEqual([
      ['甲', 'error'],
      ['乙', 'error'],
    ]);
  });
});
