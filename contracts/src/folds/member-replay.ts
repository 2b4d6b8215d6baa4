// Support's replay: a member's state as it was after any event of their timeline
// (GET /api/admin/users/{userId}/events), folded in the browser. The wallet folds with the very
// `evolveWallet` its decider uses on the server; the prize box with the items its BoxItemAdded
// events carry (the server's box decider keeps only what idempotency needs, not the items).
import type { BoxEvent } from '../events/box.events';
import type { EventMetadata } from '../events/envelope';
import type { ToolCardType, WalletEvent } from '../events/wallet.events';
import { addressWords, eventDetail, ERASED_WORDS, toolCardLabels } from '../events/event-names';
import { ERASED } from '../events/personal-data';
import { vipLevelTitle } from '../rules/vip-benefits.rule';
import { availablePoints, couponStatus, evolveWallet, initialWallet, usableToolCards, type CouponStatus, type Wallet } from './wallet.fold';

/** One event of a member's timeline, as the history endpoint answers it. */
export interface TimelineEvent {
  stream_id: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface ReplayBoxItem {
  itemId: string;
  orderId: string;
  source: string;
  name: string;
  /** Tier (ichiban) or rarity (gacha, blind box). */
  grade: string | null;
  /** available, selected, paid (its shipping fee paid), shipped or expired. */
  status: ReplayBoxStatus;
}
export type ReplayBoxStatus = 'available' | 'selected' | 'paid' | 'shipped' | 'expired';

/** Where an order stands: open until delivered (goods), drawn (kuji, gacha, blind box), cancelled or refunded. */
export type ReplayOrderStatus = 'placed' | 'paid' | 'fulfilled' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface ReplayOrder {
  orderId: string;
  /** Ichiban, gacha, shop, blindbox or box_shipping (absent on an order whose placing the timeline lacks). */
  kind: string | null;
  productName: string;
  amount: number;
  status: ReplayOrderStatus;
}

/** The account's own facts, as the member set them. */
export interface ReplayAccount {
  name: string | null;
  phone: string | null;
  /** When a code sent to the phone was last entered. */
  phoneVerifiedAt: string | null;
  /** The invoice settings in words (the detail line of their latest change). */
  invoice: string | null;
  role: string | null;
}

/** One address of the member's book, in words. */
export interface ReplayAddress {
  addressId: string;
  words: string;
  isDefault: boolean;
}

/** What the member held after a prefix of their timeline. */
export interface MemberState {
  /** Their address book, oldest first. */
  addresses: readonly ReplayAddress[];
  wallet: Wallet;
  box: readonly ReplayBoxItem[];
  /** Orders not yet done, by id. */
  orders: ReadonlyMap<string, ReplayOrder>;
  account: ReplayAccount;
  /** Growth counted towards VIP: 1 per token paid (less refunds), plus task rewards. */
  growth: number;
  vipLevel: number;
  likes: ReadonlySet<string>;
  /** Days checked in, and the latest (YYYY-MM-DD). */
  checkIns: number;
  lastCheckIn: string | null;
}

export const initialMemberState: MemberState = {
  addresses: [],
  wallet: initialWallet,
  box: [],
  orders: new Map(),
  account: { name: null, phone: null, phoneVerifiedAt: null, invoice: null, role: null },
  growth: 0,
  vipLevel: 1,
  likes: new Set(),
  checkIns: 0,
  lastCheckIn: null,
};

function withStatus(box: readonly ReplayBoxItem[], itemIds: readonly string[], status: ReplayBoxStatus): readonly ReplayBoxItem[] {
  return box.map((i) => (itemIds.includes(i.itemId) ? { ...i, status } : i));
}

function evolveBoxItems(box: readonly ReplayBoxItem[], event: BoxEvent): readonly ReplayBoxItem[] {
  switch (event.type) {
    case 'BoxItemAdded': {
      const d = event.data;
      if (box.some((i) => i.itemId === d.itemId)) return box;
      return [
        ...box,
        { itemId: d.itemId, orderId: d.orderId, source: d.source, name: d.name, grade: d.tier ?? d.rarity ?? null, status: 'available' },
      ];
    }
    case 'BoxItemSelected':
      return withStatus(box, [event.data.itemId], 'selected');
    case 'BoxItemSelectionCancelled':
      return withStatus(box, [event.data.itemId], 'available');
    case 'BoxItemExpired':
      return withStatus(box, [event.data.itemId], 'expired');
    case 'ShippingOrderPlaced':
      return withStatus(box, event.data.itemIds, 'paid');
    case 'BoxItemsShipped':
      return withStatus(box, event.data.itemIds, 'shipped');
    case 'ShippingOrderCancelled':
      return withStatus(box, event.data.itemIds, 'available');
    case 'BoxItemsDelivered':
      // Delivered items stay shipped in the box; the order is what completes.
      return box;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The status an event gives the order it names, or null when it leaves the order as it is. */
const ORDER_STATUS_BY_EVENT: Partial<Record<string, ReplayOrderStatus>> = {
  OrderPaid: 'paid',
  OrderFulfilled: 'fulfilled',
  OrderShipped: 'shipped',
  OrderDelivered: 'delivered',
  OrderCancelled: 'cancelled',
  OrderRefunded: 'refunded',
  BoxItemsShipped: 'shipped',
  BoxItemsDelivered: 'delivered',
};

/** Goods are done when delivered; a draw (kuji, gacha, blind box) when its prizes are in the box. */
const isOpen = (order: ReplayOrder) =>
  !['delivered', 'cancelled', 'refunded'].includes(order.status) &&
  !(order.status === 'fulfilled' && order.kind !== 'shop' && order.kind !== 'box_shipping');

/** Open orders only: a done order leaves the map, so a long history's fold copies only what is open. */
function evolveOrders(orders: ReadonlyMap<string, ReplayOrder>, event: TimelineEvent): ReadonlyMap<string, ReplayOrder> {
  const d = event.data as { orderId?: unknown; kind?: unknown; productName?: unknown; amount?: unknown };
  if (typeof d.orderId !== 'string') return orders;
  if (event.type === 'OrderPlaced') {
    if (orders.has(d.orderId)) return orders;
    return new Map(orders).set(d.orderId, {
      orderId: d.orderId,
      kind: typeof d.kind === 'string' ? d.kind : null,
      productName: typeof d.productName === 'string' ? d.productName : '',
      amount: typeof d.amount === 'number' ? d.amount : 0,
      status: 'placed',
    });
  }
  const status = ORDER_STATUS_BY_EVENT[event.type];
  const order = orders.get(d.orderId);
  if (!status || !order) return orders;
  const next = new Map(orders);
  const changed = { ...order, status };
  if (isOpen(changed)) next.set(d.orderId, changed);
  else next.delete(d.orderId);
  return next;
}

function evolveAccount(account: ReplayAccount, event: TimelineEvent): ReplayAccount {
  const d = event.data as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  switch (event.type) {
    case 'UserRegistered':
      return { ...account, name: text(d.name), phone: text(d.phone), role: text(d.role) };
    case 'ProfileUpdated':
      return { ...account, name: text(d.name) };
    case 'PhoneVerified':
      return { ...account, phone: text(d.phone), phoneVerifiedAt: event.metadata.occurredAt };
    case 'PhoneBound':
      return { ...account, phone: text(d.phone), phoneVerifiedAt: event.metadata.occurredAt };
    case 'InvoiceSettingsUpdated':
      return { ...account, invoice: eventDetail(event) };
    case 'UserRoleChanged':
      return { ...account, role: text(d.to) };
    default:
      return account;
  }
}

/** The address book after one of its events; a closed member's erased fields read in words. */
function evolveAddresses(addresses: readonly ReplayAddress[], event: TimelineEvent): readonly ReplayAddress[] {
  const d = event.data as {
    addressId: string;
    name: string;
    phone: string;
    city: string;
    district: string;
    addressDetail: string;
    isDefault?: boolean;
  };
  const words = () => addressWords(Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v === ERASED ? ERASED_WORDS : v])) as typeof d);
  switch (event.type) {
    case 'AddressAdded':
      return [
        ...addresses.map((a) => (d.isDefault ? { ...a, isDefault: false } : a)),
        { addressId: d.addressId, words: words(), isDefault: Boolean(d.isDefault) },
      ];
    case 'AddressChanged':
      return addresses.map((a) => (a.addressId === d.addressId ? { ...a, words: words() } : a));
    case 'AddressRemoved':
      return addresses.filter((a) => a.addressId !== d.addressId);
    case 'DefaultAddressChosen':
      return addresses.map((a) => ({ ...a, isDefault: a.addressId === d.addressId }));
    default:
      return addresses;
  }
}

/** Growth a wallet or task event adds: tokens paid count, tokens refunded count back (as the growth ledger reads them). */
function growthOf(event: TimelineEvent): number {
  const d = event.data as { amount?: unknown; growthPoints?: unknown };
  if (event.type === 'TokensDebited' && typeof d.amount === 'number') return d.amount;
  if (event.type === 'TokensRefunded' && typeof d.amount === 'number') return -d.amount;
  if (event.type === 'TaskRewardClaimed' && typeof d.growthPoints === 'number') return d.growthPoints;
  return 0;
}

/** Folds one timeline event into the member's state; events of containers are history only. */
export function evolveMember(state: MemberState, event: TimelineEvent): MemberState {
  const typed = { type: event.type, data: event.data } as unknown;
  const stream = event.stream_id.slice(0, event.stream_id.indexOf('-') + 1);
  const growth = state.growth + growthOf(event);
  switch (stream) {
    case 'wallet-':
      return { ...state, wallet: evolveWallet(state.wallet, typed as WalletEvent), growth };
    case 'tasks-':
      return { ...state, growth };
    case 'box-':
      return { ...state, box: evolveBoxItems(state.box, typed as BoxEvent), orders: evolveOrders(state.orders, event) };
    case 'order-':
      return { ...state, orders: evolveOrders(state.orders, event) };
    case 'user-':
      return { ...state, account: evolveAccount(state.account, event) };
    case 'addresses-':
      return { ...state, addresses: evolveAddresses(state.addresses, event) };
    case 'vip-': {
      const to = (event.data as { to?: unknown }).to;
      return typeof to === 'number' ? { ...state, vipLevel: to } : state;
    }
    case 'likes-': {
      const productId = String((event.data as { productId?: unknown }).productId);
      const likes = new Set(state.likes);
      if (event.type === 'ProductLiked') likes.add(productId);
      else likes.delete(productId);
      return { ...state, likes };
    }
    case 'checkin-':
      return { ...state, checkIns: state.checkIns + 1, lastCheckIn: String((event.data as { date?: unknown }).date) };
    default:
      return state;
  }
}

/** The state after the first `count` events (0: before anything happened). */
export function replayMember(events: readonly TimelineEvent[], count: number): MemberState {
  return events.slice(0, Math.max(0, count)).reduce(evolveMember, initialMemberState);
}

/** Events between two kept states of a replay: stepping to any point folds at most this many. */
export const REPLAY_CHECKPOINT_EVERY = 100;

/**
 * A timeline's replay, folded once: it keeps the state every REPLAY_CHECKPOINT_EVERY events, so the
 * state at any point is the nearest kept state folded forward, not the whole prefix again (a long
 * history's fold copies the wallet's sets at each event; keeping every state would hold them all).
 */
export function memberReplay(events: readonly TimelineEvent[]): (count: number) => MemberState {
  const checkpoints: MemberState[] = [initialMemberState];
  let state = initialMemberState;
  events.forEach((event, i) => {
    state = evolveMember(state, event);
    if ((i + 1) % REPLAY_CHECKPOINT_EVERY === 0) checkpoints.push(state);
  });
  return (count) => {
    const k = Math.min(Math.max(0, count), events.length);
    const from = Math.floor(k / REPLAY_CHECKPOINT_EVERY);
    let at = checkpoints[from]!;
    for (let i = from * REPLAY_CHECKPOINT_EVERY; i < k; i++) at = evolveMember(at, events[i]!);
    return at;
  };
}

/** A member state as support reads it, at a moment (points, coupons and tool cards depend on the clock). */
export interface MemberView {
  addresses: readonly ReplayAddress[];
  tokens: number;
  points: number;
  lots: { remaining: number; expiresAt: string | null }[];
  coupons: { couponId: string; title: string; amount: number; status: CouponStatus }[];
  toolCards: Record<ToolCardType, number>;
  growth: number;
  vipLevel: number;
  box: readonly ReplayBoxItem[];
  /** Orders not yet done (delivered, drawn, cancelled or refunded). */
  openOrders: ReplayOrder[];
  account: ReplayAccount;
  likes: string[];
  checkIns: number;
  lastCheckIn: string | null;
}

export function viewMember(state: MemberState, at: Date): MemberView {
  const { wallet } = state;
  return {
    addresses: state.addresses,
    tokens: wallet.tokens,
    points: availablePoints(wallet, at),
    lots: wallet.lots.map((l) => ({ remaining: l.remaining, expiresAt: Number.isFinite(l.expiresAt) ? new Date(l.expiresAt).toISOString() : null })),
    coupons: [...wallet.coupons.values()].map((c) => ({ couponId: c.couponId, title: c.title, amount: c.amount, status: couponStatus(c, at) })),
    toolCards: { shake_card: usableToolCards(wallet, 'shake_card', at), insight_card: usableToolCards(wallet, 'insight_card', at) },
    growth: state.growth,
    vipLevel: state.vipLevel,
    box: state.box,
    openOrders: [...state.orders.values()],
    account: state.account,
    likes: [...state.likes],
    checkIns: state.checkIns,
    lastCheckIn: state.lastCheckIn,
  };
}

export type MemberChange =
  | { kind: 'tokens' | 'points' | 'growth' | 'vipLevel' | 'checkIns'; before: number; after: number }
  | { kind: 'toolCards'; cardType: ToolCardType; before: number; after: number }
  | { kind: 'coupon'; couponId: string; title: string; before: CouponStatus | null; after: CouponStatus | null }
  | { kind: 'box'; itemId: string; name: string; change: 'added' | 'removed' }
  | { kind: 'boxStatus'; itemId: string; name: string; before: ReplayBoxStatus; after: ReplayBoxStatus }
  | { kind: 'order'; orderId: string; productName: string; before: ReplayOrderStatus | null; after: ReplayOrderStatus | null }
  | { kind: 'account'; field: keyof ReplayAccount; before: string | null; after: string | null }
  | { kind: 'like'; productId: string; change: 'added' | 'removed' }
  | { kind: 'address'; change: 'added' | 'removed' | 'changed' | 'default'; words: string; before: string | null };

/** What one event changed: the difference of the views before and after it. */
export function diffMember(before: MemberView, after: MemberView): MemberChange[] {
  const changes: MemberChange[] = [];
  for (const kind of ['tokens', 'points', 'growth', 'vipLevel', 'checkIns'] as const)
    if (before[kind] !== after[kind]) changes.push({ kind, before: before[kind], after: after[kind] });
  for (const cardType of ['shake_card', 'insight_card'] as const)
    if (before.toolCards[cardType] !== after.toolCards[cardType])
      changes.push({ kind: 'toolCards', cardType, before: before.toolCards[cardType], after: after.toolCards[cardType] });
  const coupons = new Map(before.coupons.map((c) => [c.couponId, c]));
  for (const c of after.coupons) {
    const was = coupons.get(c.couponId);
    if (was?.status !== c.status)
      changes.push({ kind: 'coupon', couponId: c.couponId, title: c.title, before: was?.status ?? null, after: c.status });
    coupons.delete(c.couponId);
  }
  for (const c of coupons.values()) changes.push({ kind: 'coupon', couponId: c.couponId, title: c.title, before: c.status, after: null });
  const had = new Map(before.box.map((i) => [i.itemId, i]));
  const has = new Set(after.box.map((i) => i.itemId));
  for (const i of after.box) {
    const was = had.get(i.itemId);
    if (!was) changes.push({ kind: 'box', itemId: i.itemId, name: i.name, change: 'added' });
    else if (was.status !== i.status) changes.push({ kind: 'boxStatus', itemId: i.itemId, name: i.name, before: was.status, after: i.status });
  }
  for (const i of before.box) if (!has.has(i.itemId)) changes.push({ kind: 'box', itemId: i.itemId, name: i.name, change: 'removed' });
  const open = new Map(before.openOrders.map((o) => [o.orderId, o]));
  for (const o of after.openOrders) {
    const was = open.get(o.orderId);
    if (was?.status !== o.status)
      changes.push({ kind: 'order', orderId: o.orderId, productName: o.productName, before: was?.status ?? null, after: o.status });
    open.delete(o.orderId);
  }
  for (const o of open.values()) changes.push({ kind: 'order', orderId: o.orderId, productName: o.productName, before: o.status, after: null });
  for (const field of ['name', 'phone', 'phoneVerifiedAt', 'invoice', 'role'] as const)
    if (before.account[field] !== after.account[field])
      changes.push({ kind: 'account', field, before: before.account[field], after: after.account[field] });
  const liked = new Set(before.likes);
  for (const p of after.likes) if (!liked.delete(p)) changes.push({ kind: 'like', productId: p, change: 'added' });
  for (const p of liked) changes.push({ kind: 'like', productId: p, change: 'removed' });
  const addresses = new Map(before.addresses.map((a) => [a.addressId, a]));
  for (const a of after.addresses) {
    const was = addresses.get(a.addressId);
    addresses.delete(a.addressId);
    if (!was) changes.push({ kind: 'address', change: 'added', words: a.words, before: null });
    else if (was.words !== a.words) changes.push({ kind: 'address', change: 'changed', words: a.words, before: was.words });
    if (a.isDefault && !was?.isDefault && was) changes.push({ kind: 'address', change: 'default', words: a.words, before: null });
  }
  for (const a of addresses.values()) changes.push({ kind: 'address', change: 'removed', words: a.words, before: null });
  return changes;
}

export const couponStatusLabels: Record<CouponStatus, string> = { available: '可使用', used: '已使用', expired: '已過期' };
export const boxItemStatusLabels: Record<ReplayBoxStatus, string> = {
  available: '在盒櫃',
  selected: '已選擇出貨',
  paid: '等待出貨',
  shipped: '已出貨',
  expired: '已逾期',
};
export const orderStatusLabels: Record<ReplayOrderStatus, string> = {
  placed: '待付款',
  paid: '已付款',
  fulfilled: '已完成',
  shipped: '配送中',
  delivered: '已送達',
  cancelled: '已取消',
  refunded: '已退款',
};
const accountFieldLabels: Record<keyof ReplayAccount, string> = {
  name: '暱稱',
  phone: '手機',
  phoneVerifiedAt: '手機最近驗證',
  invoice: '發票設定',
  role: '角色',
};

const n = (value: number) => value.toLocaleString('zh-TW');
const numberWords = { tokens: '代幣', points: '紅利', growth: '成長值', vipLevel: 'VIP 等級', checkIns: '簽到天數' } as const;

/** One change in support's words: 代幣 1,000 → 900（−100）. */
export function describeChange(c: MemberChange): string {
  switch (c.kind) {
    case 'tokens':
    case 'points':
    case 'growth':
    case 'checkIns':
    case 'toolCards': {
      const delta = c.after - c.before;
      const label = c.kind === 'toolCards' ? toolCardLabels[c.cardType] : numberWords[c.kind];
      return `${label} ${n(c.before)} → ${n(c.after)}（${delta > 0 ? '+' : '−'}${n(Math.abs(delta))}）`;
    }
    case 'vipLevel':
      return `${vipLevelTitle(c.before)} → ${vipLevelTitle(c.after)}`;
    case 'coupon':
      return `優惠券「${c.title}」${c.before ? couponStatusLabels[c.before] : '無'} → ${c.after ? couponStatusLabels[c.after] : '無'}`;
    case 'box':
      return `盒櫃${c.change === 'added' ? '加入' : '移除'} ${c.name}`;
    case 'boxStatus':
      return `盒櫃「${c.name}」${boxItemStatusLabels[c.before]} → ${boxItemStatusLabels[c.after]}`;
    case 'order':
      return `訂單 ${c.orderId}${c.productName ? `「${c.productName}」` : ''}${c.before ? orderStatusLabels[c.before] : '新訂單'} → ${
        c.after ? orderStatusLabels[c.after] : '已結案'
      }`;
    case 'account': {
      const words = (v: string | null) => (v === null ? '未設定' : c.field === 'phoneVerifiedAt' ? taipeiMinute(v) : v === ERASED ? ERASED_WORDS : v);
      return `${accountFieldLabels[c.field]} ${words(c.before)} → ${words(c.after)}`;
    }
    case 'like':
      return `${c.change === 'added' ? '收藏' : '取消收藏'}商品 ${c.productId}`;
    case 'address':
      return c.change === 'added'
        ? `地址新增：${c.words}`
        : c.change === 'removed'
          ? `地址刪除：${c.words}`
          : c.change === 'changed'
            ? `地址修改：${c.before ?? ''} → ${c.words}`
            : `預設地址：${c.words}`;
  }
}

/** An instant in Taipei time to the minute: 2026-11-21 00:30. */
const taipeiMinute = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Who caused an event, in support's words: the member, staff, or the shop itself. */
export function actorKind(event: TimelineEvent, memberId: string): 'member' | 'staff' | 'system' {
  const { actor } = event.metadata;
  if (actor.kind === 'support') return 'staff';
  if (actor.kind === 'user') return actor.id === memberId ? 'member' : 'staff';
  return 'system';
}
