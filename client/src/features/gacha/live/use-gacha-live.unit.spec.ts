import type { GachaChangedMessage, GachaProductResponse } from '@shop/contracts';
import { patchGachaProduct } from './use-gacha-live';

const cached = {
  success: true,
  product: {
    round: 1,
    remaining_quantity: 1,
    total_quantity: 2,
    sold_out: false,
    revealed_seed: null,
    chain_head: { revision: 2, hash: 'a'.repeat(64) },
  },
  items: [{ id: 'cat', remaining_quantity: 1, probability: 1 }],
} as unknown as GachaProductResponse;
const notice = (revision: number, over: Partial<GachaChangedMessage> = {}): GachaChangedMessage => ({
  productId: 'm',
  revision,
  round: 1,
  totalQuantity: 2,
  remainingQuantity: 0,
  items: [{ id: 'cat', remaining_quantity: 0 }],
  soldOut: true,
  revealedSeed: null,
  chainHead: { revision, hash: String(revision).repeat(64).slice(0, 64) },
  ...over,
});

describe('patchGachaProduct', () => {
  it('given the sell-out and its reveal then the page shows the seed and the newest chain head', () => {
    const soldOut = patchGachaProduct(cached, notice(4));
    expect(soldOut.product).toMatchObject({ sold_out: true, remaining_quantity: 0, revealed_seed: null, chain_head: { revision: 4 } });
    const revealed = patchGachaProduct(soldOut, notice(5, { revealedSeed: 'b'.repeat(64) }));
    expect(revealed.product).toMatchObject({ revealed_seed: 'b'.repeat(64), chain_head: { revision: 5 } });
  });

  it('given an older notice after a newer one then the chain head stays the newer', () => {
    const newer = patchGachaProduct(cached, notice(5, { revealedSeed: 'b'.repeat(64) }));
    expect(patchGachaProduct(newer, notice(4)).product).toMatchObject({ revealed_seed: 'b'.repeat(64), chain_head: { revision: 5 } });
  });
});
