// Loads what the draw screen reveals: by draw code (public, works logged out), by order id (the
// buyer's own), or the buyer's latest order on a tube; errors become the machine's DrawLoadError.
import { messages, type DrawResultResponse } from '@shop/contracts';
import { isApiError } from '../../lib/api-client';
import { getDrawHistory } from './api/get-draw-history';
import { getDrawResult, getPublicDrawResult } from './api/get-draw-result';
import { DrawLoadError, type DrawResultView, type DrawSource } from './machines/draw.machine';

export function toDrawView(result: DrawResultResponse): DrawResultView {
  return {
    orderId: result.order.id,
    code: result.order.code,
    productId: result.product_id,
    productName: result.product_name,
    tickets: result.tickets.map((t) => ({
      id: t.id,
      number: t.ticket_number,
      tier: t.tier,
      prizeName: t.prize.name,
      imageUrl: t.prize.image_url,
    })),
    lastPrize: result.last_prize && {
      id: `last-${result.last_prize.ticket_number}`,
      number: result.last_prize.ticket_number,
      tier: 'LAST',
      prizeName: result.last_prize.name,
      imageUrl: result.last_prize.image_url,
    },
  };
}

async function fetchResult(source: DrawSource): Promise<DrawResultResponse> {
  switch (source.kind) {
    case 'code':
      return getPublicDrawResult(source.code);
    case 'tube': {
      if (source.orderId) return getDrawResult(source.orderId);
      const latest = (await getDrawHistory(undefined, false)).find((h) => h.tube_id === source.tubeId && h.product_id === source.productId);
      if (!latest) throw new DrawLoadError(messages.ichiban.fetchResultFailed);
      return getDrawResult(latest.order_id);
    }
    case 'invalid':
      throw new DrawLoadError(messages.ichiban.drawParamsInvalid);
  }
}

export async function loadDrawResult(source: DrawSource): Promise<DrawResultView> {
  try {
    const view = toDrawView(await fetchResult(source));
    if (view.tickets.length === 0) throw new DrawLoadError(messages.ichiban.fetchResultFailed);
    return view;
  } catch (error) {
    if (error instanceof DrawLoadError) throw error;
    if (isApiError(error) && error.status === 401) throw new DrawLoadError(messages.auth.sessionExpired, true);
    throw new DrawLoadError(isApiError(error) && error.fromServer ? error.message : messages.ichiban.fetchResultFailed);
  }
}
