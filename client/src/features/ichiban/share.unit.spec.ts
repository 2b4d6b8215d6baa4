import { messages } from '@shop/contracts';
import { shareResult, shareUrl, type ShareEnv } from './share';

function env(over: Partial<ShareEnv> = {}) {
  const log: string[] = [];
  const e: ShareEnv = {
    open: (url) => {
      log.push(`open:${url}`);
      return {} as Window;
    },
    copy: async (text) => void log.push(`copy:${text}`),
    notify: (m) => void log.push(`toast:${m}`),
    wait: async (ms) => void log.push(`wait:${ms}`),
    ...over,
  };
  return { e, log };
}

const link = 'https://shop.example/ichiban/draw/abc';

describe('share sheet', () => {
  it('opens the LINE, Facebook and Threads share pages with the replay link', async () => {
    const { e, log } = env();
    await shareResult('line', link, '我抽到了A賞', e);
    await shareResult('facebook', link, '我抽到了A賞', e);
    await shareResult('threads', link, '我抽到了A賞', e);
    expect(log).toEqual([
      `open:${shareUrl('line', link, '我抽到了A賞')}`,
      `open:${shareUrl('facebook', link, '')}`,
      `open:${shareUrl('threads', link, '我抽到了A賞')}`,
    ]);
    expect(shareUrl('facebook', link, '')).toContain(encodeURIComponent(link));
  });

  it('copies the link for Instagram', async () => {
    const { e, log } = env();
    await shareResult('instagram', link, 'x', e);
    expect(log).toEqual([`copy:${link}`, `toast:${messages.share.linkCopied}`]);
  });

  it('falls back to copying after 1200 ms when the share page is blocked', async () => {
    const { e, log } = env({ open: () => null });
    await shareResult('line', link, 'x', e);
    expect(log).toEqual(['wait:1200', `copy:${link}`, `toast:${messages.share.linkCopied}`]);
  });

  it('asks to share by hand when copying fails', async () => {
    const { e, log } = env({
      copy: async () => {
        throw new Error('denied');
      },
    });
    await shareResult('instagram', link, 'x', e);
    expect(log).toEqual([`toast:${messages.share.shareManually}`]);
  });
});
