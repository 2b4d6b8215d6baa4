// zh-TW words of the order history (spec 002 §4 gives only 待付款; the rest are the shop's usual words).
import type { OrderTab, ShopOrder } from '@shop/contracts';
import { invoiceTypeLabels, messages, orderKindLabels, shippingMethodLabels } from '@shop/contracts';

export const ORDER_TABS: readonly { key: OrderTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: messages.order.statusPending },
  { key: 'processing', label: '處理中' },
  { key: 'shipping', label: '配送中' },
  { key: 'completed', label: '已完成' },
];

export const ORDER_STATUS_LABELS: Record<ShopOrder['status'], string> = {
  pending: messages.order.statusPending,
  paid: '已付款',
  processing: '處理中',
  shipping: '配送中',
  delivered: '已送達',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
};

export const PAYMENT_STATUS_LABELS: Record<ShopOrder['payment_status'], string> = {
  pending: '待付款',
  paid: '已付款',
  failed: '付款失敗',
  refunded: '已退款',
  partial_refund: '部分退款',
};

/** The order history's types in the words of contracts' event names (kuji is ichiban, gashapon is gacha). */
export const ORDER_TYPE_LABELS: Record<ShopOrder['order_type'], string> = {
  shop: orderKindLabels.shop,
  blindbox: orderKindLabels.blindbox,
  gashapon: orderKindLabels.gacha,
  kuji: orderKindLabels.ichiban,
  box_shipping: orderKindLabels.box_shipping,
  token_recharge: '代幣儲值',
};

export const SHIPPING_METHOD_LABELS: Record<string, string> = shippingMethodLabels;

export const PAYMENT_METHOD_LABELS: Record<ShopOrder['payment_method'], string> = { balance: '代幣', credit_card: '信用卡' };

export function orderTabOf(value: string | null): OrderTab {
  return ORDER_TABS.find((t) => t.key === value)?.key ?? 'all';
}

/** 2026/11/24 18:05 in Taipei time. */
export function formatOrderTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('zh-TW', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
}

/** How an order's e-invoice was issued: mobile carrier or e-mail (personal), company (統一編號), donation. */
export function invoiceTypeLabel(invoice: NonNullable<ShopOrder['invoice']>): string {
  if (invoice.invoice_type !== 'personal') return invoiceTypeLabels[invoice.invoice_type];
  return invoice.carrier_code ? '手機條碼載具' : invoiceTypeLabels.personal;
}
