// The whole route map of spec 000 §2 and 002 §2: path, page, title and whether login is required.
import { matchRoutes } from 'react-router';

/** Pages built so far; every other route shows the "not open yet" page under its own title. */
export type PageId = 'home' | 'login' | 'ichiban-ticket' | 'coming-soon';

export interface RouteEntry {
  path: string;
  page: PageId;
  /** Page title (document title and the coming-soon page's heading). */
  title: string;
  /** Login required (spec 000 §2 "(login)", spec 002 §2 "auth"). */
  auth?: boolean;
  /** Set on alias paths: the canonical path this one stands for. */
  aliasOf?: string;
}

const soon = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page: 'coming-soon',
  title,
  ...extra,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Home, with its tab chosen from the path prefix.
  { path: '/', page: 'home', title: '首頁' },
  { path: '/ichiban', page: 'home', title: '一番賞', aliasOf: '/' },
  { path: '/blindbox', page: 'home', title: '盒玩', aliasOf: '/' },
  { path: '/gacha', page: 'home', title: '轉蛋', aliasOf: '/' },
  soon('/search', '搜尋'),

  // Shop.
  soon('/shop', '商城'),
  soon('/shop/detail/:id', '商品詳情'),
  soon('/cart', '購物車', { auth: true }),
  soon('/checkout', '結帳', { auth: true }),
  soon('/detail/:id', '商品詳情'),

  // Ichiban (spec 001 §2).
  soon('/ichiban/detail/:id', '一番賞'),
  { path: '/ichiban/ticket/:id', page: 'ichiban-ticket', title: '選擇籤號' },
  soon('/ichiban/draw/:code', '抽獎'),
  soon('/ichiban/draw/:tubeId/:productId', '抽獎', { auth: true }),
  soon('/ichiban/history', '一番賞抽獎記錄', { auth: true }),
  soon('/ichiban/rules', '一番賞規則'),
  soon('/ichiban/fairness-verification', '公平性驗證'),
  soon('/ichiban/result', '抽獎結果'),

  // Gacha.
  soon('/gacha/detail/:id', '轉蛋機'),
  soon('/gacha/animation', '轉蛋'),
  soon('/gacha/rules', '轉蛋規則'),

  // Blind box (spec 002 §2).
  soon('/blindbox/detail/:id', '盒玩'),
  soon('/blindbox/rules', '盒玩規則'),
  soon('/blindbox/item/:packageId', '挑選盒位', { auth: true }),
  soon('/blindbox/item/:packageId/:index', '公仔詳情'),
  soon('/blindbox/figures', '圖鑑'),
  soon('/blindbox/result', '抽獎結果'),

  // Orders.
  soon('/order/success', '付款結果'),
  soon('/order', '訂單詳情', { auth: true }),
  soon('/order/detail/:id', '訂單詳情', { auth: true }),
  soon('/orders/detail/:id', '訂單詳情', { auth: true, aliasOf: '/order/detail/:id' }),
  soon('/order/list', '我的訂單', { auth: true }),

  // Member items.
  soon('/box', '我的盒櫃', { auth: true }),
  soon('/coupons', '優惠券', { auth: true }),
  soon('/cards', '道具卡', { auth: true }),
  soon('/likes', '我的收藏'),

  // Content and member centre.
  soon('/info', '情報'),
  soon('/info/:id', '情報詳情'),
  soon('/info/detail/:id', '情報詳情', { aliasOf: '/info/:id' }),
  soon('/news', '最新消息'),
  soon('/user', '會員中心'),
  soon('/iosinstall', '安裝到主畫面'),
  soon('/signin', '每日簽到'),
  soon('/lineat', 'LINE 官方帳號'),

  // VIP.
  soon('/vipinfo', 'VIP 會員中心', { auth: true }),
  soon('/viprule', 'VIP 會員規則'),

  // Settings.
  soon('/settings', '設定', { auth: true }),
  soon('/settings/basic', '基本資料', { auth: true }),
  soon('/settings/address', '收件地址', { auth: true }),
  soon('/settings/invoice', '發票設定', { auth: true }),
  soon('/settings/phone-binding', '綁定手機', { auth: true }),
  soon('/settings/privacy', '隱私權政策'),
  soon('/settings/terms', '服務條款'),
  soon('/settings/aboutus', '關於我們'),
  soon('/settings/contactus', '聯絡我們'),

  // Bonus points and tokens.
  soon('/bean', '我的紅利', { auth: true }),
  soon('/beanlist', '紅利紀錄', { auth: true }),
  soon('/beanExchange', '紅利兌換', { auth: true }),
  soon('/recharge', '儲值', { auth: true }),
  soon('/recharge-details', '儲值紀錄', { auth: true }),
  soon('/recharge/complete', '儲值完成', { auth: true }),

  // Authentication, invitations, returns.
  { path: '/login', page: 'login', title: '登入' },
  soon('/linelogin', 'LINE 登入'),
  soon('/login/line-callback', 'LINE 登入'),
  soon('/lifflogin', 'LINE 登入'),
  soon('/firebase-register', '註冊'),
  soon('/forgot-password', '忘記密碼'),
  soon('/invite/:code', '好友邀請'),
  soon('/return-policy', '退換貨政策'),
];

export interface ResolvedRoute {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

const matchable = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));

/** The route a path shows; null means the path is unknown and redirects to "/". */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const matches = matchRoutes(matchable, pathname);
  const match = matches?.[matches.length - 1];
  if (!match) return null;
  return { entry: match.route.entry, params: { ...match.params } };
}

export function requiresLogin(pathname: string): boolean {
  return resolveRoute(pathname)?.entry.auth === true;
}
