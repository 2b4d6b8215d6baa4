import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TubeInfo } from '@shop/contracts';
import { fairnessToolPath, TubeFairness } from './tube-fairness';

const open: TubeInfo = {
  id: '1001-1',
  raffle_tube_id: '1001-1',
  product_id: '1001',
  total_tickets: 80,
  remaining_tickets: 12,
  has_last_prize: true,
  revision: 70,
  sold_out: false,
  commitment: 'c'.repeat(64),
  chain_head: { revision: 70, hash: 'd'.repeat(64) },
  tiers: [],
  fairness: null,
};
const revealed: TubeInfo = {
  ...open,
  remaining_tickets: 0,
  sold_out: true,
  fairness: { seed: 'a'.repeat(64), txid: 'b'.repeat(64), commitment: 'c'.repeat(64), top_tier: 'A', prize_count: 2, total_tickets: 80 },
};

const show = (tube: TubeInfo) =>
  render(
    <MemoryRouter>
      <TubeFairness tube={tube} />
    </MemoryRouter>,
  );

describe('TubeFairness', () => {
  it('given an open tube then it shows the commitment and chain head, the log to download, and no seed or tool link', () => {
    show(open);
    expect(screen.getByText(`${'c'.repeat(10)}…${'c'.repeat(6)}`)).toBeTruthy();
    expect(screen.getByText('事件鏈最新雜湊（第 70 筆）')).toBeTruthy();
    expect(screen.getByText('下載事件紀錄').getAttribute('href')).toBe('/api/audit/tubes/1001-1/events');
    expect(screen.queryByTestId('tube-seed')).toBeNull();
    expect(screen.queryByTestId('tube-verify-link')).toBeNull();
  });

  it('given a revealed tube then it shows the seed and links to the tool prefilled with txid, counts and tube', () => {
    show(revealed);
    expect(screen.getByTestId('tube-seed').getAttribute('title')).toBe('a'.repeat(64));
    expect(fairnessToolPath(revealed)).toBe(`/ichiban/fairness-verification?txid=${'b'.repeat(64)}&prizeCount=2&totalTickets=80&tubeId=1001-1`);
    expect(screen.getByTestId('tube-verify-link').getAttribute('href')).toBe(fairnessToolPath(revealed));
  });
});
