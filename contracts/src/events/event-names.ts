// The one place events are named in words: every event type's zh-TW title and its detail line
// (what happened, in words and amounts), as support's timeline and replay, the public fairness
// verifiers and the member's pages show them. The labels of the codes events carry (tool cards,
// reasons; prize tiers and rarities in labels.ts) live here too, so that a code is never shown as it is stored.
import type { EventOfType, ShopEventType } from './index';
import type { ShippingMethod } from './box.events';
import type { IdentityProvider, Role, SessionOpened } from './user.events';
import type { PointsReason, ToolCardType } from './wallet.events';
import type { OrderPlaced } from './order.events';
import { vipLevelTitle } from '../rules/vip-benefits.rule';
import { gachaRarityLabels, rarityLabel, tierLabel } from './labels';
import { ERASED } from './personal-data';
import { constants } from '../constants/constants';

type OrderKind = OrderPlaced['data']['kind'];

/** What an event's own data does not say but its timeline knows (from the order or grant it belongs to). */
export interface EventContext {
  /** The product of the order the event belongs to, and its kind. */
  productName?: string;
  orderKind?: OrderKind;
  /** The title of the coupon the event names. */
  couponTitle?: string;
  /** The name of a prize-box item, by its id. */
  itemName?: (itemId: string) => string | undefined;
}

export const sessionViaLabels: Record<SessionOpened['data']['via'], string> = {
  password: '以密碼登入',
  sms: '以簡訊驗證碼登入',
  google: '以 Google 登入',
  line: '以 LINE 登入',
  registration: '註冊後登入',
};

/** An address in words: 台北市大安區復興南路一段 1 號（王小明 0912345678）. */
export const addressWords = (a: { name: string; phone: string; city: string; district: string; addressDetail: string }): string =>
  `${a.city}${a.district}${a.addressDetail}（${a.name} ${a.phone}）`;

export const roleLabels: Record<Role, string> = { member: '會員', support: '客服', auditor: '稽核', admin: '管理員' };

export const orderKindLabels: Record<OrderKind, string> = {
  ichiban: '一番賞',
  gacha: '轉蛋',
  shop: '商城',
  blindbox: '盒玩',
  box_shipping: '盒櫃出貨',
};

export const toolCardLabels: Record<ToolCardType, string> = { shake_card: '提示卡', insight_card: '透視卡' };

export const pointsReasonLabels: Record<PointsReason, string> = {
  order_payment: '訂單折抵',
  order_refund: '訂單退回',
  rebate: '消費回饋',
  rebate_refund: '收回消費回饋',
  check_in: '每日簽到',
  task: '任務獎勵',
  invitation: '邀請好友',
  phone_binding: '綁定手機',
  admin: '客服補正',
  points_exchange: '紅利兌換',
};

export const shippingMethodLabels: Record<ShippingMethod | 'none', string> = {
  standard: '宅配',
  express: '快捷宅配',
  pickup: '門市自取',
  none: '無需配送',
};

const providerLabels: Record<IdentityProvider, string> = { google: 'Google', line: 'LINE' };

const toolCardReasonLabels: Record<EventOfType<'ToolCardsGranted'>['data']['reason'], string> = {
  vip_monthly: 'VIP 每月贈送',
  points_exchange: '紅利兌換',
  admin: '客服發放',
  demo: '體驗贈送',
  task: '任務獎勵',
};

const couponSourceLabels: Record<EventOfType<'CouponGranted'>['data']['source'], string> = {
  redeem: '兌換碼',
  admin: '客服發放',
  check_in: '每日簽到',
  pwa_install: '安裝 App',
  vip: 'VIP 禮遇',
  seed: '新會員禮',
  points_exchange: '紅利兌換',
};

export const invoiceTypeLabels: Record<EventOfType<'InvoiceSettingsUpdated'>['data']['invoiceType'], string> = {
  none: '未設定',
  personal: '個人電子發票',
  company: '公司發票',
  donation: '捐贈發票',
};

const registeredViaLabels: Record<EventOfType<'UserRegistered'>['data']['via'], string> = {
  phone: '手機註冊',
  cli: '後台建立',
  google: 'Google 登入',
  line: 'LINE 登入',
};

/** An amount as every screen writes it: 1,000. */
const amountFormat = new Intl.NumberFormat('zh-TW');
/** A number as the shop writes amounts (1,234): `toLocaleString('zh-TW')`, with its formatter made once. */
export const amount = (value: number): string => amountFormat.format(value);
const signed = (value: number): string => `${value > 0 ? '+' : '−'}${amount(Math.abs(value))}`;
/** The Taipei calendar date of an instant: 2026-11-21. */
export const taipeiDay = (iso: string): string => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
const ticket = (n: number) => `${String(n).padStart(2, '0')} 號`;
const slot = (index: number) => `第 ${index + 1} 號盒`;
/** The product the event's order bought, when the reader knows it: 轉蛋「迷你貓咪」. */
const product = (kind: string, context: EventContext) => (context.productName ? `${kind}「${context.productName}」` : '');
const order = (orderId: string) => `訂單 ${orderId}`;
const lineOf = (d: { container: 'tube' | 'package'; containerId: string }) => `${d.container === 'tube' ? '籤筒' : '盲盒'} ${d.containerId}`;
const withReason = (text: string, reason: string) => (reason ? `${text}：${reason}` : text);
const items = (itemIds: readonly string[], context: EventContext) => {
  const names = itemIds.map((id) => context.itemName?.(id)).filter((n): n is string => Boolean(n));
  return names.length === itemIds.length ? `${itemIds.length} 件（${names.join('、')}）` : `${itemIds.length} 件`;
};
const couponName = (couponId: string, context: EventContext) => (context.couponTitle ? `「${context.couponTitle}」` : couponId);
/** Where a tool card went: `package-<id>#<slot>` reads as the box's slot. */
const usedOn = (target: string) => {
  const slotIndex = /#(\d+)$/.exec(target)?.[1];
  return slotIndex === undefined ? target : `盒玩${slot(Number(slotIndex))}`;
};

interface EventName<T extends ShopEventType> {
  /** What happened, in a few words. */
  title: string;
  /** What changed, in words and amounts. */
  detail: (data: EventOfType<T>['data'], context: EventContext) => string;
}

/** Every event type's words: the compiler asks for a new type's entry here. */
export const eventNames: { [T in ShopEventType]: EventName<T> } = {
  // ── ichiban tubes ──
  TubeOpened: { title: '籤筒開賣', detail: (d) => `${amount(d.totalTickets)} 張籤` },
  TubeLocked: { title: '開始選號', detail: (_d, c) => `${product('一番賞', c)}籤筒保留給會員選號` },
  TubeLockReleased: {
    title: '結束選號',
    detail: (d) => ({ released: '會員離開選號', expired: '選號時間到', sold_out: '籤筒已完售' })[d.reason],
  },
  TicketsReserved: {
    title: '保留籤號',
    detail: (d, c) =>
      `${product('一番賞', c)}${d.numbers ? d.numbers.map(ticket).join('、') : `${amount(d.count)} 張籤`}保留給刷卡訂單，付款期限內有效`,
  },
  TicketReservationEnded: { title: '取消保留籤號', detail: () => '刷卡訂單未完成付款，保留的籤號已釋出' },
  TicketDrawn: { title: '一番賞抽籤', detail: (d, c) => `${product('一番賞', c)}抽中 ${ticket(d.number)} · ${tierLabel(d.tier)} · ${d.prizeName}` },
  LastPrizeAwarded: { title: '獲得最後賞', detail: (d, c) => `${product('一番賞', c)}最後一張 ${ticket(d.number)} · 最後賞 · ${d.prizeName}` },
  TubeSoldOut: { title: '籤筒完售', detail: () => '所有籤已抽完' },
  TubeSeedRevealed: { title: '公開籤筒種子', detail: () => '種子已公開，可驗證每張籤' },
  // ── gacha machines ──
  GachaStocked: {
    title: '轉蛋機補貨',
    detail: (d) => `第 ${d.round} 輪 · ${amount(d.items.reduce((n, i) => n + i.quantity, 0))} 顆`,
  },
  CapsuleReserved: {
    title: '轉蛋抽選中',
    detail: (d, c) => `${product('轉蛋', c)}已付款，待公開亂數第 ${d.beaconRound} 回合抽出（第 ${d.round} 輪第 ${d.position} 顆）`,
  },
  CapsuleDrawn: {
    title: '轉蛋抽出',
    detail: (d, c) => `${product('轉蛋', c)}抽中 ${gachaRarityLabels[d.rarity]}・${d.itemName}（第 ${d.round} 輪第 ${d.position} 顆）`,
  },
  GachaSoldOut: { title: '轉蛋機完售', detail: (d) => `第 ${d.round} 輪扭蛋已抽完` },
  GachaSeedRevealed: { title: '公開轉蛋種子', detail: (d) => `第 ${d.round} 輪種子已公開，可驗證每顆扭蛋` },
  // ── blind boxes ──
  PackageOpened: { title: '盒玩開賣', detail: (d) => `${d.items.length} 格` },
  SlotLocked: { title: '保留盒位', detail: (d, c) => `${product('盒玩', c)}${slot(d.itemIndex)}` },
  SlotReleased: {
    title: '放開盒位',
    detail: (d) => `${slot(d.itemIndex)}（${d.reason === 'switched' ? '改選其他盒' : '會員放開'}）`,
  },
  SlotHintRevealed: {
    title: '使用提示卡',
    detail: (d) => `${slot(d.itemIndex)}不是 ${rarityLabel(d.notMeItem.rarity, 'package')}・${d.notMeItem.name}`,
  },
  SlotInsightRevealed: {
    title: '使用透視卡',
    detail: (d) => `${slot(d.itemIndex)}是 ${rarityLabel(d.currentItem.rarity, 'package')}・${d.currentItem.name}`,
  },
  SlotDrawn: {
    title: '盒玩抽出',
    detail: (d, c) => `${product('盒玩', c)}${slot(d.itemIndex)}抽中 ${rarityLabel(d.item.rarity, 'package')}・${d.item.name}`,
  },
  PackageSoldOut: { title: '盒玩完售', detail: () => '每一格都已抽出' },
  PackageSeedRevealed: { title: '公開盒玩種子', detail: () => '種子已公開，可驗證每一格' },
  // ── the merchandise shop's stock ──
  ShopItemListed: { title: '商城商品上架', detail: (d) => `${d.title} · ${amount(d.price)} 元` },
  ShopStockAdded: { title: '商城進貨', detail: (d) => `${d.itemId} +${amount(d.quantity)} 件` },
  ShopStockRemoved: { title: '商城減少庫存', detail: (d) => `${d.itemId} −${amount(d.quantity)} 件` },
  ShopStockReserved: { title: '保留商城庫存', detail: (d) => `${order(d.orderId)} · ${amount(d.lines.reduce((n, l) => n + l.quantity, 0))} 件` },
  ShopStockReleased: { title: '釋出商城庫存', detail: (d) => withReason(order(d.orderId), d.reason) },
  ShopStockSold: { title: '商城售出', detail: (d) => `${order(d.orderId)} · ${amount(d.lines.reduce((n, l) => n + l.quantity, 0))} 件` },
  // ── member area ──
  CheckedIn: {
    title: '每日簽到',
    detail: (d) =>
      [
        `第 ${d.cycleDay} 天${d.doubled ? '（雙倍）' : ''}`,
        d.reward.points ? `紅利 +${amount(d.reward.points)}` : '',
        d.reward.coupon ? `優惠券折 ${amount(d.reward.coupon.amount)} 元` : '',
      ]
        .filter(Boolean)
        .join(' · '),
  },
  ProductLiked: { title: '收藏商品', detail: (d, c) => c.productName ?? `商品 ${d.productId}` },
  ProductUnliked: { title: '取消收藏', detail: (d, c) => c.productName ?? `商品 ${d.productId}` },
  TaskRewardClaimed: { title: '領取任務獎勵', detail: (d) => `成長值 +${amount(d.growthPoints)}（${d.period}）` },
  VipLevelReached: { title: '會員等級升級', detail: (d) => `${vipLevelTitle(d.from)} → ${vipLevelTitle(d.to)}` },
  VipLevelReviewed: {
    title: '會員等級審核',
    detail: (d) =>
      `${d.to === d.from ? `維持 ${vipLevelTitle(d.to)}` : `${vipLevelTitle(d.from)} → ${vipLevelTitle(d.to)}`}（90 天成長值 ${amount(d.earned)} / ${amount(d.required)}）`,
  },
  // ── wallet ──
  TokensCredited: {
    title: '獲得代幣',
    detail: (d) => withReason(`代幣 +${amount(d.amount)}（${d.source === 'admin' ? '客服補發' : '儲值'}）`, d.description),
  },
  TokensDebited: { title: '代幣付款', detail: (d) => `代幣 −${amount(d.amount)}（${order(d.orderId)}）` },
  TokensRefunded: { title: '代幣退回', detail: (d) => withReason(`代幣 +${amount(d.amount)}（${order(d.orderId)}）`, d.reason) },
  OrderPaymentVoided: { title: '付款作廢', detail: (d) => withReason(order(d.orderId), d.reason) },
  PointsAdjusted: {
    title: '紅利異動',
    detail: (d) =>
      `紅利 ${signed(d.delta)}（${pointsReasonLabels[d.reason]}）${d.description ? `：${d.description}` : ''}${
        d.expiresAt ? `，${taipeiDay(d.expiresAt)} 到期` : ''
      }`,
  },
  PointsExpired: { title: '紅利到期', detail: (d) => `紅利 −${amount(d.points)}（${taipeiDay(d.expiredAt)} 前到期的紅利）` },
  CouponGranted: {
    title: '獲得優惠券',
    detail: (d) =>
      `「${d.title}」折 ${amount(d.amount)} 元${d.minPurchase ? `（滿 ${amount(d.minPurchase)} 元可用）` : ''}，${couponSourceLabels[d.source]}，${taipeiDay(d.expiresAt)} 到期`,
  },
  CouponUsed: { title: '使用優惠券', detail: (d, c) => `優惠券${couponName(d.couponId, c)}用於${order(d.orderId)}` },
  CouponReturned: { title: '優惠券退回', detail: (d, c) => `優惠券${couponName(d.couponId, c)}因${order(d.orderId)}退款而退回` },
  ToolCardsGranted: {
    title: '獲得道具卡',
    detail: (d) => `${toolCardLabels[d.cardType]} ×${d.quantity}（${toolCardReasonLabels[d.reason]}），${taipeiDay(d.expiresAt)} 到期`,
  },
  ToolCardUsed: { title: '使用道具卡', detail: (d) => `${toolCardLabels[d.cardType]} ×1，用於${usedOn(d.usedOn)}` },
  // ── recharge ──
  RechargeRequested: { title: '申請儲值', detail: (d) => `${amount(d.amount)} 元` },
  RechargePaid: { title: '儲值付款成功', detail: (d) => `${amount(d.amount)} 元` },
  RechargeFailed: { title: '儲值失敗', detail: (d) => d.message || '付款未完成' },
  // ── account ──
  UserRegistered: { title: '註冊帳號', detail: (d) => `${d.name ? `${d.name}，` : ''}${registeredViaLabels[d.via]}` },
  PhoneVerified: { title: '手機驗證', detail: (d) => `手機 ${d.phone} 輸入驗證碼成功` },
  ProfileUpdated: { title: '修改暱稱', detail: (d) => `暱稱改為「${d.name}」` },
  AddressAdded: { title: '新增地址', detail: (d) => `地址新增：${addressWords(d)}${d.isDefault ? '（預設）' : ''}` },
  AddressChanged: { title: '修改地址', detail: (d) => `地址修改：${addressWords(d)}` },
  AddressRemoved: { title: '刪除地址', detail: () => '地址已刪除' },
  DefaultAddressChosen: { title: '設定預設地址', detail: () => '此後出貨預設寄往這個地址' },
  SessionOpened: { title: '登入', detail: (d) => sessionViaLabels[d.via] },
  SessionClosed: { title: '登出', detail: (d) => (d.reason === 'logout' ? '會員登出' : '所有裝置已登出（重設密碼或註銷帳號）') },
  PasswordChanged: { title: '變更密碼', detail: (d) => (d.reason === 'reset' ? '重設密碼' : '設定密碼') },
  AccountClosed: { title: '註銷帳號', detail: (d) => `以${d.confirmedBy === 'password' ? '密碼' : '簡訊驗證碼'}確認，個人資料已無法讀取` },
  ProviderLinked: { title: '連結登入方式', detail: (d) => `${providerLabels[d.provider]}${d.email ? `（${d.email}）` : ''}` },
  InvitationAccepted: { title: '接受邀請', detail: (d) => `邀請碼 ${d.invitationCode}` },
  InvoiceSettingsUpdated: {
    title: '更新發票設定',
    detail: (d) =>
      [
        invoiceTypeLabels[d.invoiceType],
        d.carrierNumber ? `載具 ${d.carrierNumber}` : '',
        d.taxId ? `統編 ${d.taxId}` : '',
        d.companyName,
        d.donationCode ? `愛心碼 ${d.donationCode}` : '',
        d.email ? `寄送至 ${d.email}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
  },
  PhoneBound: { title: '綁定手機', detail: (d) => `手機 ${d.phone}${d.inviterId ? '，邀請人同獲獎勵' : ''}` },
  PhoneReserved: { title: '登記手機號碼', detail: (d) => `手機 ${d.phone}` },
  PhoneReleased: { title: '釋出手機號碼', detail: () => '帳號註銷，號碼可再註冊' },
  InvitationRewardSettled: {
    title: '邀請獎勵結算',
    detail: (d) =>
      d.inviterId
        ? `此手機首次驗證：本人與邀請人各得 ${constants.points.phoneBindingRewardPoints} 點（每支手機一次）`
        : '此手機首次驗證，無邀請人：不發邀請獎勵',
  },
  IdentityReserved: { title: '登記登入身分', detail: (d) => providerLabels[d.provider] },
  UserRoleChanged: { title: '變更角色', detail: (d) => `${roleLabels[d.from]} → ${roleLabels[d.to]}` },
  // ── prize box ──
  BoxItemAdded: {
    title: '盒櫃新增',
    detail: (d) => `${d.tier ? `${tierLabel(d.tier)}・` : d.rarity ? `${rarityLabel(d.rarity, d.source)}・` : ''}${d.name}`,
  },
  BoxItemSelected: { title: '選擇出貨', detail: (d, c) => c.itemName?.(d.itemId) ?? d.itemId },
  BoxItemSelectionCancelled: { title: '取消選擇', detail: (d, c) => c.itemName?.(d.itemId) ?? d.itemId },
  BoxItemExpired: { title: '盒櫃商品逾期', detail: (d, c) => `${c.itemName?.(d.itemId) ?? d.itemId} 超過免費保管期` },
  ShippingOrderPlaced: {
    title: '申請出貨',
    detail: (d, c) => `${items(d.itemIds, c)} · ${shippingMethodLabels[d.shippingMethod]} · 運費 ${amount(d.fee)} 元`,
  },
  BoxItemsShipped: { title: '商品已出貨', detail: (d, c) => `${items(d.itemIds, c)} · ${d.carrier} ${d.trackingNumber}` },
  BoxItemsDelivered: { title: '盒櫃商品送達', detail: (d, c) => items(d.itemIds, c) },
  ShippingOrderCancelled: { title: '取消出貨', detail: (d, c) => withReason(`${items(d.itemIds, c)}退回盒櫃`, d.reason) },
  ShipmentRequested: {
    title: '建立出貨單',
    detail: (d) => `${d.items.length} 件寄往 ${d.city}${d.district} · ${shippingMethodLabels[d.shippingMethod]} · 運費 ${amount(d.fee)} 元`,
  },
  // ── orders ──
  OrderPlaced: {
    title: '下單',
    detail: (d) =>
      [
        `${orderKindLabels[d.kind]}${d.kind === 'box_shipping' ? '' : `「${d.productName}」`}`,
        `${amount(d.amount)} 元`,
        d.points ? `紅利折抵 ${amount(d.points)} 點` : '',
        d.couponDiscount ? `優惠券折 ${amount(d.couponDiscount)} 元` : '',
        d.paymentMethod === 'credit_card' ? '信用卡付款' : `代幣 ${amount(d.tokens)}`,
      ]
        .filter(Boolean)
        .join(' · '),
  },
  OrderPaid: {
    title: '訂單付款',
    detail: (d) =>
      [d.card ? `信用卡 ${amount(d.card.amount)} 元` : `代幣 −${amount(d.tokensDebited)}`, d.pointsSpent ? `紅利 −${amount(d.pointsSpent)}` : '']
        .filter(Boolean)
        .join(' · '),
  },
  OrderFulfilled: {
    title: '訂單完成',
    detail: (d, c) =>
      `${d.prizes.length} 件：${d.prizes
        .map(
          (p) =>
            `${p.tier ? `${tierLabel(p.tier)}・` : ''}${p.rarity ? `${rarityLabel(p.rarity, c.orderKind === 'gacha' ? 'gacha' : 'blindbox')}・` : ''}${p.prizeName}`,
        )
        .join('、')}`,
  },
  OrderCancelled: { title: '訂單取消', detail: (d) => d.reason || '付款未完成' },
  OrderRefunded: { title: '訂單退款', detail: (d) => d.reason || '無法交付，已全額退回' },
  OrderCardRefundDue: { title: '待退信用卡款', detail: (d) => withReason(`${amount(d.payment.amount)} 元`, d.reason) },
  OrderCardRefunded: { title: '信用卡已退款', detail: (d) => `${amount(d.amount)} 元（退款編號 ${d.reference}）` },
  OrderShipped: { title: '商品已出貨', detail: (d) => `${d.carrier} ${d.trackingNumber}` },
  OrderDelivered: { title: '訂單送達', detail: () => '會員已收到商品' },
  // ── lines for a held tube or blind box ──
  LineJoined: { title: '加入排隊', detail: (d) => lineOf(d) },
  LineLeft: { title: '離開排隊', detail: (d) => lineOf(d) },
  HoldOffered: { title: '輪到鎖定', detail: (d) => `${lineOf(d)}，限 ${constants.holdLine.offerClaimSeconds} 秒內領取` },
  OfferClaimed: { title: '領取鎖定', detail: (d) => lineOf(d) },
  OfferLapsed: { title: '鎖定逾時未領', detail: (d) => `${lineOf(d)}，已輪給下一位` },
  OfferRefused: { title: '無法領取鎖定', detail: (d) => `${lineOf(d)}：${d.message}` },
  LineClosed: { title: '排隊結束', detail: (d) => `${lineOf(d)} 已完售` },
  // ── support's handling of the case ──
  MemberHistoryExported: {
    title: '匯出會員紀錄',
    detail: (d) => `${amount(d.events)} 筆事件，${d.format === 'csv' ? '目前列表（CSV）' : '原始紀錄'}`,
  },
};

/** A stored event as any reader holds it: its type and its data, not yet narrowed. */
interface NamedEvent {
  type: string;
  data: Record<string, unknown>;
}

/** How a personal-data field of a closed account reads in a detail line. */
export const ERASED_WORDS = '（個資已刪除）';

const known = (type: string): type is ShopEventType => Object.hasOwn(eventNames, type);

/** The event's title in words; a type the shop no longer knows reads as 其他事件. */
export function eventTitle(type: string): string {
  return known(type) ? eventNames[type].title : '其他事件';
}

/** The event's detail line in words and amounts. */
export function eventDetail(event: NamedEvent, context: EventContext = {}): string {
  if (!known(event.type)) return '';
  const name = eventNames[event.type] as EventName<ShopEventType>;
  // A closed account's personal data reads as erased: said in words, never as the stored marker.
  const erased = Object.values(event.data).includes(ERASED);
  const data = erased
    ? Object.fromEntries(Object.entries(event.data).map(([key, value]) => [key, value === ERASED ? ERASED_WORDS : value]))
    : event.data;
  return name.detail(data as EventOfType<ShopEventType>['data'], context);
}
