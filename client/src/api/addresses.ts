// The member's address book (spec 002 §7 "Addresses"): used by the box's shipping dialog,
// /settings/address and /checkout. Every call answers the whole list.
import { useQuery } from '@tanstack/react-query';
import type { Address, AddressRequest, AddressesResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export const addressKeys = { all: () => [...memberKeys.all, 'addresses'] as const };

export const getAddresses = async (): Promise<Address[]> => (await apiRequest<AddressesResponse>('/user/addresses')).data;

export const saveAddress = async (id: string | null, input: AddressRequest): Promise<Address[]> =>
  (await apiRequest<AddressesResponse>(id ? `/user/addresses/${id}` : '/user/addresses', { method: id ? 'PUT' : 'POST', body: input })).data;

export const deleteAddress = async (id: string): Promise<Address[]> =>
  (await apiRequest<AddressesResponse>(`/user/addresses/${id}`, { method: 'DELETE' })).data;

export const setDefaultAddress = async (id: string): Promise<Address[]> =>
  (await apiRequest<AddressesResponse>(`/user/addresses/${id}/default`, { method: 'PUT' })).data;

export const useAddresses = () => useQuery({ queryKey: addressKeys.all(), queryFn: getAddresses });

/** An address on one line, as the recipient address of an order: city, district, detail. */
export const addressLine = (a: Pick<Address, 'city' | 'district' | 'address_detail'>) => `${a.city}${a.district}${a.address_detail}`;
