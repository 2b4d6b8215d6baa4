// The box's shipping calls and the address book (spec 002 §7 "Box and shipping", "Addresses").
import type { Address, AddressRequest, AddressesResponse, BoxSelectionResponse, ShippingOrderRequest, ShippingOrderResponse } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';
import { purchaseRequest } from '../../../lib/idempotency-key';
import type { ShippingQuoteView } from '../machines/shipping.machine';

export const addressKeys = { all: () => [...memberKeys.all, 'addresses'] as const };

export const getAddresses = async (): Promise<Address[]> => (await apiRequest<AddressesResponse>('/user/addresses')).data;

export const saveAddress = async (id: string | null, input: AddressRequest): Promise<Address[]> =>
  (await apiRequest<AddressesResponse>(id ? `/user/addresses/${id}` : '/user/addresses', { method: id ? 'PUT' : 'POST', body: input })).data;

export const deleteAddress = async (id: string): Promise<Address[]> =>
  (await apiRequest<AddressesResponse>(`/user/addresses/${id}`, { method: 'DELETE' })).data;

export const setDefaultAddress = async (id: string): Promise<Address[]> =>
  (await apiRequest<AddressesResponse>(`/user/addresses/${id}/default`, { method: 'PUT' })).data;

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
