// Per-member notifications (002 §7 notifications): each told once, from the fact itself —
// a parcel handed to the carrier (BoxItemsShipped, or a shop order's OrderShipped) and a reward staff or the VIP
// grant put in the wallet (tokens, points, a coupon, tool cards), and a VIP level reached or lowered at a 90-day
// review (vip-<userId>). A purchase's own debits, refunds and check-in rewards are not notified: the
// member sees those where they happen.
// Titles are the events' own (contracts' event names), so /news says what support's timeline says.
import { eventNames, toolCardLabels, vipLevelTitle, type EventOfType } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { MemberNotificationRow } from './member-notification.entity';

type Handled =
  | 'BoxItemsShipped'
  | 'OrderShipped'
  | 'TokensCredited'
  | 'PointsAdjusted'
  | 'CouponGranted'
  | 'ToolCardsGranted'
  | 'VipLevelReached'
  | 'VipLevelReviewed';

/** What the member is told of an event, or null when it is nothing to notify. */
export function notificationOf(event: EventOfType<Handled>): { kind: string; title: string; desc: string } | null {
  switch (event.type) {
    case 'BoxItemsShipped': {
      const d = event.data;
      return {
        kind: 'order_shipped',
        title: eventNames.BoxItemsShipped.title,
        desc: `您的 ${d.itemIds.length} 件商品已交由${d.carrier}配送，物流單號 ${d.trackingNumber}，約 5 至 10 個工作天送達。`,
      };
    }
    case 'OrderShipped': {
      const d = event.data;
      return {
        kind: 'order_shipped',
        title: eventNames.OrderShipped.title,
        desc: `您的商城訂單已交由${d.carrier}配送，物流單號 ${d.trackingNumber}，約 5 至 10 個工作天送達。`,
      };
    }
    case 'TokensCredited': {
      const d = event.data;
      if (d.source !== 'admin') return null;
      return {
        kind: 'reward_granted',
        title: eventNames.TokensCredited.title,
        desc: `${d.amount} 代幣已存入您的帳戶${d.description ? `（${d.description}）` : ''}。`,
      };
    }
    case 'PointsAdjusted': {
      const d = event.data;
      if (d.reason !== 'admin' || d.delta <= 0) return null;
      return { kind: 'reward_granted', title: '獲得紅利', desc: `${d.delta} 紅利點數已存入您的帳戶${d.description ? `（${d.description}）` : ''}。` };
    }
    case 'CouponGranted': {
      const d = event.data;
      if (d.source !== 'admin' && d.source !== 'vip') return null;
      return { kind: 'reward_granted', title: eventNames.CouponGranted.title, desc: `「${d.title}」折抵 ${d.amount} 元，已放入您的優惠券。` };
    }
    case 'ToolCardsGranted': {
      const d = event.data;
      if (d.reason !== 'admin' && d.reason !== 'vip_monthly' && d.reason !== 'demo') return null;
      // The welcome pack arrives with a first slot: told, so the cards on the slot page are no surprise.
      return {
        kind: 'reward_granted',
        title: d.reason === 'demo' ? '獲得新手道具卡' : eventNames.ToolCardsGranted.title,
        desc: `${toolCardLabels[d.cardType]} × ${d.quantity} 已放入您的道具卡。`,
      };
    }
    case 'VipLevelReached': {
      const d = event.data;
      return {
        kind: 'level_changed',
        title: eventNames.VipLevelReached.title,
        desc: `恭喜！您的會員等級已由 ${vipLevelTitle(d.from)} 升級為 ${vipLevelTitle(d.to)}。`,
      };
    }
    case 'VipLevelReviewed': {
      const d = event.data;
      // A kept level is recorded, not told.
      if (d.to >= d.from) return null;
      return {
        kind: 'level_changed',
        title: '會員等級調整',
        desc: `您近 90 天的成長值為 ${d.earned}，未達 ${vipLevelTitle(d.from)} 的保級門檻 ${d.required}，會員等級已調整為 ${vipLevelTitle(d.to)}。`,
      };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const idOf = (event: ProjectedEvent<Handled>) => `${event.streamId}.${event.revision}`;

export const memberNotification = projection({
  name: 'member-notification',
  entity: MemberNotificationRow,
  key: 'id',
  handles: [
    'BoxItemsShipped',
    'OrderShipped',
    'TokensCredited',
    'PointsAdjusted',
    'CouponGranted',
    'ToolCardsGranted',
    'VipLevelReached',
    'VipLevelReviewed',
  ] as const,
  keyOf: (event) => (notificationOf(event) ? idOf(event) : null),
  // A row per event.
  creates: () => true,
  evolve(row, event): MemberNotificationRow | null {
    if (row) return row;
    const told = notificationOf(event);
    if (!told) return null;
    return { id: idOf(event), userId: event.data.userId, ...told, createdAt: new Date(event.metadata.occurredAt), revision: event.revision };
  },
});
