import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GachaFairness } from './gacha-fairness';

const selling = { round: 2, commitment: 'c'.repeat(64), revealed_seed: null, chain_head: { revision: 9, hash: 'd'.repeat(64) } };

const show = (product: Parameters<typeof GachaFairness>[0]['product']) =>
  render(
    <MemoryRouter>
      <GachaFairness machineId="3002" product={product} />
    </MemoryRouter>,
  );

describe('GachaFairness', () => {
  it('given a round still selling then it shows the commitment and the chain head to keep, and no seed', () => {
    show(selling);
    expect(screen.getByText(`承諾 ${'c'.repeat(16)}…`)).toBeTruthy();
    expect(screen.getByTestId('gacha-chain-head').getAttribute('title')).toBe(`9:${'d'.repeat(64)}`);
    expect(screen.queryByTestId('gacha-seed')).toBeNull();
    expect(screen.getByText('下載事件紀錄').getAttribute('href')).toBe('/api/audit/gacha/3002/events');
    expect(screen.getByTestId('gacha-audit-link').getAttribute('href')).toBe('/gacha/fairness-verification/audit?machineId=3002');
  });

  it('given a sold-out round then it shows the revealed seed', () => {
    show({ ...selling, revealed_seed: 'a'.repeat(64) });
    expect(screen.getByTestId('gacha-seed').getAttribute('title')).toBe('a'.repeat(64));
    expect(screen.getByTestId('gacha-seed').textContent).toBe(`第 2 輪種子（已公開） ${'a'.repeat(16)}…`);
  });
});
