// The whole route map of spec 000 §2 and 002 §2: path, page, title and whether login is required.

/** Pages built so far; every other route shows the "not open yet" page under its own title. */
export type PageId =
  | 'home'
  | 'search'
  | 'info-list'
  | 'info-detail'
  | 'news'
  | 'ios-install'
  | 'line-official'
  | 'policy-hub'
  | 'return-policy'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'invite'
  | 'line-login'
  | 'line-callback'
  | 'liff-login'
  | 'member-centre'
  | 'settings'
  | 'settings-basic'
  | 'settings-invoice'
  | 'ichiban-ticket'
  | 'ichiban-detail'
  | 'ichiban-draw'
  | 'ichiban-history'
  | 'ichiban-rules'
  | 'ichiban-tube-result'
  | 'fairness-verification'
  | 'tube-audit'
  | 'recharge'
  | 'recharge-complete'
  | 'recharge-details'
  | 'bean'
  | 'beanlist'
  | 'coupons'
  | 'box'
  | 'signin'
  | 'likes'
  | 'vipinfo'
  | 'viprule'
  | 'gacha-detail'
  | 'gacha-animation'
  | 'gacha-rules'
  | 'shop'
  | 'shop-detail'
  | 'detail-fallback'
  | 'cart'
  | 'checkout'
  | 'order-success'
  | 'order-detail'
  | 'order-list'
  | 'blindbox-detail'
  | 'blindbox-item'
  | 'blindbox-result'
  | 'blindbox-rules'
  | 'settings-address'
  | 'gacha-audit'
  | 'package-audit'
  | 'cards'
  | 'phone-binding'
  | 'bean-exchange'
  | 'blindbox-figures'
  | 'blindbox-figure';

export interface RouteEntry {
  path: string;
  page: PageId;
  /** Page title (the document title). */
  title: string;
  /** Login required (spec 000 §2 "(login)", spec 002 §2 "auth"). */
  auth?: boolean;
  /** Set on alias paths: the canonical path this one stands for. */
  aliasOf?: string;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Home, with its tab chosen from the path prefix.
  { path: '/', page: 'home', title: '首頁' },
  { path: '/ichiban', page: 'home', title: '一番賞', aliasOf: '/' },
  { path: '/blindbox', page: 'home', title: '盒玩', aliasOf: '/' },
  { path: '/gacha', page: 'home', title: '轉蛋', aliasOf: '/' },
  { path: '/search', page: 'search', title: '搜尋' },

  // Shop.
  { path: '/shop', page: 'shop', title: '商城' },
  { path: '/shop/detail/:id', page: 'shop-detail', title: '商品詳情' },
  { path: '/cart', page: 'cart', title: '購物車', auth: true },
  { path: '/checkout', page: 'checkout', title: '結帳', auth: true },
  // Any product: replaced by its own line's detail page (or the shop item's).
  { path: '/detail/:id', page: 'detail-fallback', title: '商品詳情' },

  // Ichiban (spec 001 §2).
  { path: '/ichiban/detail/:id', page: 'ichiban-detail', title: '一番賞' },
  { path: '/ichiban/ticket/:id', page: 'ichiban-ticket', title: '選擇籤號' },
  { path: '/ichiban/draw/:code', page: 'ichiban-draw', title: '抽獎' },
  { path: '/ichiban/draw/:tubeId/:productId', page: 'ichiban-draw', title: '抽獎', auth: true },
  { path: '/ichiban/history', page: 'ichiban-history', title: '一番賞抽獎記錄', auth: true },
  { path: '/ichiban/rules', page: 'ichiban-rules', title: '一番賞規則' },
  { path: '/ichiban/fairness-verification', page: 'fairness-verification', title: '公平性驗證' },
  // Not in the spec's map: the offline verifier for a tube's exported event log.
  { path: '/ichiban/fairness-verification/audit', page: 'tube-audit', title: '離線驗證器' },
  { path: '/ichiban/result', page: 'ichiban-tube-result', title: '抽獎結果' },

  // Gacha.
  { path: '/gacha/detail/:id', page: 'gacha-detail', title: '轉蛋機' },
  { path: '/gacha/animation', page: 'gacha-animation', title: '轉蛋' },
  { path: '/gacha/rules', page: 'gacha-rules', title: '轉蛋規則' },
  // Not in the spec's map: the offline verifier for a capsule machine's exported event log.
  { path: '/gacha/fairness-verification/audit', page: 'gacha-audit', title: '轉蛋機離線驗證器' },

  // Blind box (spec 002 §2).
  { path: '/blindbox/detail/:id', page: 'blindbox-detail', title: '盒玩' },
  { path: '/blindbox/rules', page: 'blindbox-rules', title: '盒玩規則' },
  { path: '/blindbox/item/:packageId', page: 'blindbox-item', title: '挑選盒位', auth: true },
  { path: '/blindbox/item/:packageId/:index', page: 'blindbox-figure', title: '公仔詳情' },
  { path: '/blindbox/figures', page: 'blindbox-figures', title: '圖鑑' },
  { path: '/blindbox/result', page: 'blindbox-result', title: '抽獎結果' },
  // Not in the spec's map: the offline verifier for a blind box's exported event log.
  { path: '/blindbox/fairness-verification/audit', page: 'package-audit', title: '盲盒離線驗證器' },

  // Orders.
  { path: '/order/success', page: 'order-success', title: '付款結果' },
  { path: '/order', page: 'order-detail', title: '訂單詳情', auth: true },
  { path: '/order/detail/:id', page: 'order-detail', title: '訂單詳情', auth: true },
  { path: '/orders/detail/:id', page: 'order-detail', title: '訂單詳情', auth: true, aliasOf: '/order/detail/:id' },
  { path: '/order/list', page: 'order-list', title: '我的訂單', auth: true },

  // Member items.
  { path: '/box', page: 'box', title: '我的盒櫃', auth: true },
  { path: '/coupons', page: 'coupons', title: '優惠券', auth: true },
  { path: '/cards', page: 'cards', title: '道具卡', auth: true },
  { path: '/likes', page: 'likes', title: '我的收藏' },

  // Content and member centre.
  { path: '/info', page: 'info-list', title: '情報' },
  { path: '/info/:id', page: 'info-detail', title: '情報詳情' },
  { path: '/info/detail/:id', page: 'info-detail', title: '情報詳情', aliasOf: '/info/:id' },
  { path: '/news', page: 'news', title: '最新消息' },
  { path: '/user', page: 'member-centre', title: '會員中心' },
  { path: '/iosinstall', page: 'ios-install', title: '安裝到主畫面' },
  { path: '/signin', page: 'signin', title: '每日簽到' },
  { path: '/lineat', page: 'line-official', title: 'LINE 官方帳號' },

  // VIP.
  { path: '/vipinfo', page: 'vipinfo', title: 'VIP 會員中心', auth: true },
  { path: '/viprule', page: 'viprule', title: 'VIP 會員規則' },

  // Settings.
  { path: '/settings', page: 'settings', title: '設定', auth: true },
  { path: '/settings/basic', page: 'settings-basic', title: '基本資料', auth: true },
  { path: '/settings/address', page: 'settings-address', title: '收件地址', auth: true },
  { path: '/settings/invoice', page: 'settings-invoice', title: '發票設定', auth: true },
  { path: '/settings/phone-binding', page: 'phone-binding', title: '綁定手機', auth: true },
  { path: '/settings/privacy', page: 'policy-hub', title: '隱私權政策' },
  { path: '/settings/terms', page: 'policy-hub', title: '服務條款' },
  { path: '/settings/aboutus', page: 'policy-hub', title: '關於我們' },
  { path: '/settings/contactus', page: 'policy-hub', title: '聯絡我們' },

  // Bonus points and tokens.
  { path: '/bean', page: 'bean', title: '我的紅利', auth: true },
  { path: '/beanlist', page: 'beanlist', title: '紅利紀錄', auth: true },
  { path: '/beanExchange', page: 'bean-exchange', title: '紅利兌換', auth: true },
  { path: '/recharge', page: 'recharge', title: '儲值', auth: true },
  { path: '/recharge-details', page: 'recharge-details', title: '儲值紀錄', auth: true },
  { path: '/recharge/complete', page: 'recharge-complete', title: '儲值結果', auth: true },

  // Authentication, invitations, returns.
  { path: '/login', page: 'login', title: '登入' },
  { path: '/linelogin', page: 'line-login', title: 'LINE 登入' },
  { path: '/login/line-callback', page: 'line-callback', title: '登入' },
  { path: '/lifflogin', page: 'liff-login', title: 'LINE 登入' },
  { path: '/firebase-register', page: 'register', title: '註冊' },
  { path: '/forgot-password', page: 'forgot-password', title: '忘記密碼' },
  { path: '/invite/:code', page: 'invite', title: '好友邀請' },
  { path: '/return-policy', page: 'return-policy', title: '退換貨政策' },
];

export interface ResolvedRoute {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

/**
 * The table compiled once (as react-router's compilePath: case-insensitive, trailing slashes allowed) and
 * ranked as it ranks routes (its score: segments, 10 a static one, 3 a parameter; then table order), so
 * `resolveRoute` answers what `matchRoutes` would (route-table.unit.spec.ts compares them). matchRoutes
 * flattens, ranks and compiles the whole table on every call: the menus' and tabs' ~15 calls at start-up
 * took 150-190 ms of a phone's first second (4× CPU slowdown).
 */
const RANKED = ROUTE_TABLE.map((entry, index) => {
  const segments = entry.path.split('/').filter(Boolean);
  const names = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const source = segments.map((s) => (s.startsWith(':') ? '\\/([^\\/]+)' : `\\/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('');
  const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? 3 : 10), segments.length);
  return { entry, names, re: new RegExp(`^${source}\\/*$`, 'i'), score, index };
}).sort((a, b) => b.score - a.score || a.index - b.index);

/** Each segment decoded, a decoded "/" kept as %2F (as react-router's decodePath). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The route a path shows; null means the path is unknown and redirects to "/". */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const decoded = decodePath(pathname);
  for (const route of RANKED) {
    const match = route.re.exec(decoded);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    route.names.forEach((name, i) => (params[name] = match[i + 1]!.replace(/%2F/g, '/')));
    return { entry: route.entry, params };
  }
  return null;
}

export function requiresLogin(pathname: string): boolean {
  return resolveRoute(pathname)?.entry.auth === true;
}

/**
 * Whether a path leads to a page of the route table. Menus and tiles offer only such paths (their
 * specs check it), so no link lands on the not-found page.
 */
export function isOpenPath(pathname: string): boolean {
  return resolveRoute(pathname) !== null;
}
