import type { LineChangedMessage, LineStatusResponse } from '@shop/contracts';
import { lineViewOf } from './hold-line';

const notice = (message: Partial<LineChangedMessage>, at: number) => ({
  message: { container: 'tube' as const, containerId: '1002-1', revision: 1, waiting: [], offer: null, ...message },
  at,
});
const waitingAs = (place: number, ticket = 'mine'): LineStatusResponse => ({
  success: true,
  mine: { ticket, place, offer_remain: null, eta_seconds: 300 },
  waiting: place,
});

describe('where the page stands in the line', () => {
  it('finds its own ticket in the newest notice: its place from 1, its wait', () => {
    const view = lineViewOf(
      waitingAs(2),
      100,
      notice(
        {
          waiting: [
            { ticket: 'x', eta_seconds: 10 },
            { ticket: 'mine', eta_seconds: 310 },
          ],
        },
        200,
      ),
    );
    expect(view).toEqual({ kind: 'waiting', place: 2, etaSeconds: 310, syncedAt: 200, offerToOther: 0 });
  });

  it('moves up as those ahead are served, and is offered the hold when first', () => {
    expect(
      lineViewOf(waitingAs(2), 100, notice({ waiting: [{ ticket: 'mine', eta_seconds: 25 }], offer: { ticket: 'x', remain: 25 } }, 200)),
    ).toEqual({
      kind: 'waiting',
      place: 1,
      etaSeconds: 25,
      syncedAt: 200,
      offerToOther: 25,
    });
    expect(lineViewOf(waitingAs(1), 100, notice({ offer: { ticket: 'mine', remain: 30 } }, 200))).toEqual({
      kind: 'offered',
      remain: 30,
      syncedAt: 200,
    });
  });

  it('keeps the API’s answer over an older notice, or one that does not list it yet', () => {
    expect(lineViewOf(waitingAs(3), 300, notice({ waiting: [] }, 200))).toMatchObject({ kind: 'waiting', place: 3, syncedAt: 300 });
    expect(lineViewOf(waitingAs(3), 100, notice({ waiting: [{ ticket: 'x', eta_seconds: 1 }] }, 200))).toMatchObject({ kind: 'waiting', place: 3 });
  });

  it('out of the line: how many wait, and an offer running for someone else', () => {
    const out: LineStatusResponse = { success: true, mine: null, waiting: 0 };
    expect(lineViewOf(out, 100, notice({ waiting: [{ ticket: 'x', eta_seconds: 1 }], offer: { ticket: 'y', remain: 12 } }, 200))).toEqual({
      kind: 'out',
      waiting: 1,
      syncedAt: 200,
      offerToOther: 12,
    });
  });
});
