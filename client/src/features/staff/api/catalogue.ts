// The admin catalogue beyond ichiban: POST /api/admin/catalogue/gacha-machines,
// POST /api/admin/gacha/{id}/restock, POST /api/admin/catalogue/blindbox-series,
// POST /api/admin/blindbox/{productId}/packages, POST /api/admin/shop/items and
// POST /api/admin/shop/items/{id}/stock (admin; the server records the staff id). A machine's items
// and the shop's items are read from the shop's own public calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminShopItemResponse,
  ChangeShopStockRequest,
  CreateBlindboxSeriesRequest,
  CreateBlindboxSeriesResponse,
  CreateGachaMachineRequest,
  CreateGachaMachineResponse,
  CreateShopItemRequest,
  GachaProductResponse,
  GachaRestockRequest,
  GachaRestockResponse,
  OpenPackagesRequest,
  OpenPackagesResponse,
  ShopItem,
  ShopItemsResponse,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useCreateGachaMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGachaMachineRequest) =>
      apiRequest<CreateGachaMachineResponse>('/admin/catalogue/gacha-machines', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.products() }),
  });
}

/** The machine's current round as shoppers see it: its items (with the ids a restock keeps). */
export function useGachaMachineForStaff(productId: string) {
  return useQuery({
    queryKey: staffKeys.gachaMachine(productId),
    queryFn: ({ signal }) => apiRequest<GachaProductResponse>(`/gacha/product/${encodeURIComponent(productId)}`, { signal }),
    staleTime: 0,
  });
}

export function useRestockMachine(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GachaRestockRequest) =>
      apiRequest<GachaRestockResponse>(`/admin/gacha/${encodeURIComponent(productId)}/restock`, { method: 'POST', body }),
    // The machine's read model follows the write a moment later: the answer (the new round) is
    // applied to the cached list, which refetches when next shown.
    onSuccess: (answer) => {
      queryClient.setQueryData<AdminProduct[]>(staffKeys.products(), (list) =>
        list?.map((p) =>
          p.id === productId ? { ...p, machine: { round: answer.round, total: answer.total_quantity, remaining: answer.total_quantity } } : p,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: staffKeys.products(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: staffKeys.gachaMachine(productId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: staffKeys.containers(), refetchType: 'none' });
    },
  });
}

export function useCreateBlindboxSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlindboxSeriesRequest) =>
      apiRequest<CreateBlindboxSeriesResponse>('/admin/catalogue/blindbox-series', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.products() }),
  });
}

export function useOpenPackages(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenPackagesRequest) =>
      apiRequest<OpenPackagesResponse>(`/admin/blindbox/${encodeURIComponent(productId)}/packages`, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.products() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.containers() }),
      ]),
  });
}

const SHOP_PAGE = 50;

/** Every shop item (the public list, page by page): the admin sees them all at once. */
export function useShopItemsForStaff() {
  return useQuery({
    queryKey: staffKeys.shopItems(),
    queryFn: async ({ signal }) => {
      const items: ShopItem[] = [];
      for (let page = 1; ; page++) {
        const r = await apiRequest<ShopItemsResponse>(`/shop/items?page=${page}&limit=${SHOP_PAGE}`, { signal });
        items.push(...r.data);
        if (page >= r.last_page) return items;
      }
    },
    staleTime: 0,
  });
}

export function useCreateShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShopItemRequest) => apiRequest<AdminShopItemResponse>('/admin/shop/items', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.shopItems() }),
  });
}

/** The stock stream answers the new figure at once: applied to the cached list. */
export function useChangeShopStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: ChangeShopStockRequest }) =>
      apiRequest<AdminShopItemResponse>(`/admin/shop/items/${encodeURIComponent(itemId)}/stock`, { method: 'POST', body }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<ShopItem[]>(staffKeys.shopItems(), (items) =>
        items?.map((i) => (i.id === data.item_id ? { ...i, stock: data.stock } : i)),
      ),
  });
}
