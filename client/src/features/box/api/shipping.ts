// The box's shipping calls (spec 002 §7 "Box and shipping"); the address book is in src/api/addresses.ts.
import type { BoxSelectionResponse, ShippingOrderRequest, ShippingOrderResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { purchaseRequest } from '../../../lib/idempotency-key';
import type { ShippingQuoteView } from '../machines/shipping.machine';

export const selectForShipping = (ids: string[]) =>
  ids.length === 1
    ? apiRequest<BoxSelectionResponse>(`/user/box-items/${encodeURIComponent(ids[0]!)}/select-for-shipping`, {
        method: 'POST',
        body: { quantity: 1 },
      })
    : apiRequest<BoxSelectionResponse>('/user/box-items/batch-select-for-shipping', {
        method: 'POST',
        body: { items: ids.map((id) => ({ id, quantity: 1 })) },
      });

export const cancelSelection = (id: string) =>
  apiRequest<BoxSelectionResponse>(`/user/box-items/${encodeURIComponent(id)}/cancel-selection`, { method: 'POST' });

function shippingOrder(action: 'check' | 'confirm', itemIds: string[], addressId: string) {
  const body: ShippingOrderRequest = {
    item_ids: itemIds,
    address_id: addressId,
    shipping_method: 'standard',
    customer_note: '',
    action,
    payment_method: 'balance',
  };
  return purchaseRequest<ShippingOrderResponse>('/user/box-items/shipping-order', { method: 'POST', body });
}

export async function checkShippingFee(itemIds: string[], addressId: string): Promise<ShippingQuoteView> {
  const r = await shippingOrder('check', itemIds, addressId);
  return {
    fee: r.shipping_fee,
    itemsCount: r.data.items_count,
    countedItems: r.data.counted_items,
    tokens: r.data.tokens,
    shortfall: r.data.shortfall,
  };
}

export async function confirmShipping(itemIds: string[], addressId: string): Promise<string> {
  return (await shippingOrder('confirm', itemIds, addressId)).data.order_id ?? '';
}
