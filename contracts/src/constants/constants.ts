// Business constants and limits from the spec (section 9 of documents 000, 001 and 002, and the
// numbers stated elsewhere in them), in one place so that client hints and server enforcement
// cannot drift apart. Units are in the names: Ms, Seconds, Px, Percent, Days, Bytes.

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

const layout = {
  /** Desktop layout from this viewport width up (000 §2). */
  desktopMinWidthPx: 960,
  /** Ticket selection grid: 5 columns below this width, otherwise 10 (000 §9, 001 §9). */
  ticketGridNarrowBelowPx: 768,
  ticketGridNarrowColumns: 5,
  ticketGridWideColumns: 10,
  /** Tube result grid: 10 columns on desktop, 5 on mobile. */
  tubeResultGridDesktopColumns: 10,
  tubeResultGridMobileColumns: 5,
  /** Blind-box slot grid: 3 per row for a 6-slot box, otherwise 4. */
  blindboxSixSlotColumns: 3,
  blindboxDefaultColumns: 4,
  /** Active tab index set by the desktop main menu and task navigation. */
  activeTabIndex: { home: 0, ichiban: 1, blindbox: 2, gacha: 3 },
  /** Ticket numbers are shown padded to this many digits (01, 02 …). */
  ticketNumberPadDigits: 2,
  copyrightYear: 2025,
} as const;

const navigation = {
  /** Route history entries kept. */
  routeHistoryMax: 20,
  /** Smooth scroll to top this long after a navigation. */
  scrollTopDelayMs: 100,
  /** Scroll position is restored after this many animation frames. */
  scrollRestoreAnimationFrames: 2,
  /** The route guard's auth check gives up after this long. */
  authCheckTimeoutMs: 3 * second,
  /** Page cache: entries, time to live, and the longer TTL for game data (001 §9). */
  pageCacheMaxEntries: 10,
  pageCacheTtlMs: 5 * minute,
  pageCacheGameDataTtlMs: 10 * minute,
  /** Share sheet: fall back (copy the link) when the share target has not opened by then. */
  shareFallbackTimeoutMs: 1200,
  imagePreloadLimit: 20,
  likeAnimationMs: 1500,
} as const;

/** Delays before the page moves on after a message (001 §9, 002 §4). */
const redirectDelays = {
  /** Bad draw parameters, or a 401 on draw: back / to /login after 1.5 s. */
  badParamsOrSessionMs: 1500,
  drawFailureMs: 2 * second,
  gachaErrorMs: 1200,
  /** Insufficient tokens: to /recharge after 1 s. */
  insufficientTokensMs: 1 * second,
  /** Card checkout success: redirect after 800 ms. */
  cardCheckoutSuccessMs: 800,
  /** Returning from a cancelled recharge: processing notice for 3 s, then /recharge. */
  rechargeCancelledNoticeMs: 3 * second,
} as const;

const storageKeys = {
  authToken: 'auth_token',
  userInfo: 'user_info',
  cart: 'cart',
  visitorId: 'visitor_id',
  lastVisitDate: 'last_visit_date',
  lastVisitTimestamp: 'last_visit_timestamp',
  bannerCache: 'banner_cache_v2',
} as const;

const product = {
  types: { ichiban: 0, blindbox: 1, gacha: 2 },
  /** The status value that means "on sale": the string '1', not the number 1. */
  onSaleStatus: '1',
} as const;

const catalog = {
  productsPerPage: 40,
  /** Hot items derived from the product list: the first 6. */
  hotItemsFromProducts: 6,
  /** Banners: autoplay over 4 at 4000 ms. */
  bannerAutoplayCount: 4,
  bannerAutoplayIntervalMs: 4000,
  bannerPreloadImages: 4,
  promoPreloadImages: 3,
  bannerCacheMs: 24 * hour,
  noticeCacheMs: 1 * hour,
  noticesPerFetch: 10,
  /** Cover promo dismissed without "do not show today": hidden this long. */
  coverPromoHideMs: 6 * hour,
  shopPageSize: 10,
  shopGridPageSize: 20,
  officialInfoPageSize: 10,
  officialInfoCacheMs: 10 * minute,
} as const;

const search = {
  historyMax: 10,
  debounceMs: 500,
} as const;

const visitor = {
  /** Visits are recorded at most once per calendar day in this time zone. */
  dayTimeZone: 'Asia/Taipei',
  startupRecordDelayMs: 100,
  idPrefix: 'v_',
  /** Not in the spec: visitor records (address, browser) are kept this many days; cleanup-cache removes older ones. */
  retentionDays: 90,
} as const;

/** Image loader tuning by network quality. */
const imageLoader = {
  concurrency: { poor: 1, medium: 2, good: 4 },
  timeoutMs: { poor: 15 * second, medium: 10 * second, good: 6 * second },
  retries: { poor: 1, medium: 2, good: 3 },
  cacheMaxEntries: 300,
  cacheMaxBytes: 120 * 1024 * 1024,
} as const;

/** Coupon redemption limits (the client shows them; the server enforces them too). */
const couponLimits = {
  minIntervalMs: 2 * second,
  triesPerCode: 3,
  triesPerCodeWindowMs: 5 * minute,
  codesPerWindow: 5,
  codesWindowMs: 1 * minute,
} as const;

const points = {
  /** 20 points = 1 元. */
  pointsPerCurrencyUnit: 20,
  step: 200,
  minimumUsable: 200,
  /** Default share of the price that points may cover when vip_info gives no limit. */
  defaultMaxPercentOfPrice: 50,
  expiryYears: 1,
  /** A failed offset is refunded within 5 to 10 minutes. */
  failedOffsetRefundMinMinutes: 5,
  failedOffsetRefundMaxMinutes: 10,
  /** Given to both inviter and invitee on phone binding. */
  phoneBindingRewardPoints: 200,
  historyPageSize: 20,
} as const;

const account = {
  /** Taiwan mobile: '09' followed by 8 digits, 10 in all. */
  taiwanMobilePrefix: '09',
  taiwanMobileLength: 10,
  /** Hong Kong numbers also pass the phone-binding check: 8 digits starting 5, 6 or 9. */
  hongKongMobileLength: 8,
  verificationCodeLength: 6,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  registerPhoneMaxLength: 20,
  forgotPasswordPhoneLength: 10,
  boxAddressPhoneMaxLength: 10,
  nameMaxLength: 30,
  smsResendCooldownSeconds: 60,
  googleLoginTimeoutMs: 30 * second,
} as const;

/** LINE login error codes (000 §8). */
const lineLoginErrorCodes = {
  officialAccountMisconfigured: 40007,
  invalidAppId: 40001,
  appDisabled: 40002,
  appNotFound: 40003,
} as const;

const ichiban = {
  maxTicketsPerPurchase: 10,
  randomQuantityOptions: [1, 3, 5, 10],
  /**
   * Tube lock (DESIGN.md decision 5): taken for 300 s; each purchase by the holder renews it to
   * 300 s from that purchase; never more than 480 s after it was first taken. It ends sooner
   * when the holder releases it (leaving the ticket page or finishing the draw screen).
   */
  lockDefaultSeconds: 300,
  lockPollIntervalMs: 5 * second,
  lockExtendPerDrawSeconds: 300,
  lockMaxSeconds: 480,
  /** Draw screen: a drag of 15 px starts it; 70 % of the width triggers the draw. */
  drawDragStartPx: 15,
  drawTriggerPercent: 70,
  /** At these progress points a sound plays and the frame steps down from 4 to 1. */
  drawStepPercents: [20, 40, 60],
  drawAnimationFrames: 4,
  unusedTokenRefundsPerAccount: 1,
  unusedTokenRefundFeePercent: 10,
  unboxingReportWindowDays: 3,
  /**
   * After a member's lock lapses without a purchase, they wait this long before locking the same
   * tube again: no one holds a tube by re-locking it at each expiry.
   */
  lockRelockCooldownSeconds: 120,
} as const;

/**
 * Holds on a tube or a blind-box slot, whichever way they are taken (docs/architecture.md, "Holds").
 * A member holds one at a time. A card order holds nothing until it is paid; its payment can complete
 * for cardPaymentSeconds: the gateway's TradeLimit and the order's end are the same instant. A member whose holds
 * lapse unbought again and again waits before the next: with n lapses in the window, the wait after
 * the last one is lapseCooldownSeconds[n - 1] (the last entry for more).
 */
const holds = {
  cardPaymentSeconds: 300,
  lapseWindowSeconds: 30 * 60,
  lapseCooldownSeconds: [0, 60, 300, 900],
} as const;

/**
 * Lines for a held tube or blind box (not in the spec): first come, first served. When a hold ends,
 * the first in line is offered it for `offerClaimSeconds`; unclaimed, it passes to the next.
 */
const holdLine = {
  offerClaimSeconds: 30,
  /**
   * The claim is refused from the offer's end, but the offer is passed on only this much later, so
   * a claim whose lock was decided just before the end is recorded as claimed, never passed on.
   */
  offerPassGraceSeconds: 2,
  /** How often the line keeper looks for holds that ended by time and offers that ran out. */
  keeperIntervalMs: 1 * second,
  /** The longest line a container keeps: a bound on what one room message lists. */
  maxWaiting: 500,
} as const;

/** The public fairness tool (001 §5). */
const fairness = {
  base: 100,
  maxSteps: 100,
  txidHexLength: 64,
} as const;

const gacha = {
  /** The animation's states in order with how long each lasts. */
  animationDelaysMs: {
    panelActive: 500,
    panelExpanding: 400,
    handleRotated: 300,
    machineLifted: 400,
    capsuleDropped: 400,
    zoom: 600,
  },
  /** After zoom, wait up to this much longer for the prize image. */
  zoomImageWaitMaxMs: 300,
  productCacheMs: 30 * second,
  rarities: ['common', 'rare', 'secret'],
} as const;

const blindbox = {
  slotLockSeconds: 150,
  rarities: ['normal', 'rare', 'ultra_rare', 'hidden', 'secret'],
} as const;

const shipping = {
  defaultFee: 0,
  methods: ['standard', 'express', 'pickup', 'none'],
  defaultMethod: 'standard',
  /** From this many items shipping is free (prizes, gifts and redeemed goods excepted). */
  freeFromItems: 5,
  /** Fee (元) below freeFromItems. */
  feeBelowFreeThreshold: 60,
  deliveryMinWorkingDays: 5,
  deliveryMaxWorkingDays: 10,
} as const;

const paging = {
  ordersPerPage: 10,
  boxItemsPerPage: 20,
} as const;

const orders = {
  statuses: ['pending', 'paid', 'processing', 'shipping', 'delivered', 'completed', 'cancelled', 'refunded'],
  paymentStatuses: ['pending', 'paid', 'failed', 'refunded', 'partial_refund'],
  types: ['shop', 'blindbox', 'gashapon', 'kuji', 'box_shipping', 'token_recharge'],
  listTabs: ['all', 'pending', 'processing', 'shipping', 'completed'],
  paymentMethods: ['credit_card', 'balance'],
  /** The cart's sticky price is multiplied by this for display. */
  cartStickyPriceDisplayFactor: 100,
} as const;

const box = {
  itemStatuses: ['available', 'pending', 'selected', 'paid', 'shipped', 'expired'],
  tabs: ['pending', 'shipped', 'expired', 'all'],
  /** Free storage (not quoted by the spec): an item not shipped this many days after it arrived expires. */
  storageDays: 90,
  /** Addresses a member may keep (not quoted by the spec). */
  maxAddresses: 10,
} as const;

const invoice = {
  defaultDonationCode: '88888',
  donationGroupCount: 9,
  types: ['personal', 'company', 'donation'],
  /** Member settings also allow 'none'. */
  settingsTypes: ['none', 'personal', 'company', 'donation'],
  taxIdLength: 8,
  /** Mobile carrier: '/' then 7 of 0-9 A-Z . - +, 8 characters in all, upper-cased. */
  mobileCarrierLength: 8,
} as const;

const checkIn = {
  cycleDays: 7,
  doubleRewardDays: [3, 5],
  rewardTypes: ['points', 'coupon', 'combined'],
  winnersMarqueeIntervalMs: 4 * second,
} as const;

/** Task navigation: which home tab a task category opens. */
const taskTabIndex = { kuji: 1, shop: 2, tool_usage: 2, gacha: 3 } as const;

const recharge = {
  amounts: [100, 200, 300, 500, 1000, 2000, 5000, 10000],
  defaultAmount: 100,
  historyMaxRangeYears: 1,
  /**
   * MPG's TradeLimit for a recharge (its maximum): the gateway takes no payment for it later, so a
   * recharge still pending this long after it was requested was abandoned (shown 已取消/逾時).
   */
  gatewayTradeLimitSeconds: 900,
  /** Gateway result statuses that mean the member cancelled at the gateway (已取消/逾時, not 失敗). */
  gatewayCancelStatuses: ['USER_CANCEL'],
} as const;

/** VIP levels 1 to 6 (002 §4, §9). Index 0 is level 1. */
const vipLevels = [
  { level: 1, name: 'bronze', rebatePercent: 50, bonusOffsetPercent: 50, monthlyToolCards: 1, monthlyCoupons: 1, retainGrowthPer90Days: null },
  { level: 2, name: 'silver', rebatePercent: 60, bonusOffsetPercent: 50, monthlyToolCards: 3, monthlyCoupons: 1, retainGrowthPer90Days: null },
  { level: 3, name: 'gold', rebatePercent: 60, bonusOffsetPercent: 50, monthlyToolCards: 5, monthlyCoupons: 1, retainGrowthPer90Days: null },
  { level: 4, name: 'platinum', rebatePercent: 70, bonusOffsetPercent: 100, monthlyToolCards: 7, monthlyCoupons: 3, retainGrowthPer90Days: null },
  { level: 5, name: 'diamond', rebatePercent: 80, bonusOffsetPercent: 100, monthlyToolCards: 8, monthlyCoupons: 4, retainGrowthPer90Days: 1500 },
  { level: 6, name: 'master', rebatePercent: 100, bonusOffsetPercent: 100, monthlyToolCards: 10, monthlyCoupons: 5, retainGrowthPer90Days: 3000 },
] as const;

const vip = {
  /** 1 growth point per 1 元 spent. */
  growthPointsPerCurrencyUnit: 1,
  /** Levels up to this one never drop; higher ones are reviewed. */
  highestPermanentLevel: 4,
  reviewPeriodDays: 90,
  /** Monthly tool cards and coupons are issued on this day of the month. */
  monthlyIssueDayOfMonth: 1,
  /** Not stated by the spec: growth needed for levels 1 to 6 (index 0 is level 1). */
  levelGrowthThresholds: [0, 1000, 5000, 15000, 30000, 60000],
} as const;

/** Customer-service hours as the spec states them, per page (they differ). */
const customerService = {
  /** The customer-service address the footer offers (000 §1 "{email}"). */
  email: 'service@chouchoule.tw',
  ichibanRules: { days: 'Mon-Fri', open: '11:00', close: '19:00', excludesHolidays: true, text: 'Mon-Fri 11:00-19:00, excl. holidays' },
  contactPage: { days: 'Mon-Fri', open: '09:00', close: '18:00', text: 'Mon-Fri 09:00-18:00' },
  returnsPage: { days: 'Mon-Sat', open: '12:00', close: '23:00', text: 'Mon-Sat 12:00-23:00' },
  /** Report an unboxing or product problem within this many days. */
  returnReportWindowDays: 3,
} as const;

/**
 * Every constant, grouped: `constants.ichiban.lockMaxSeconds`, `constants.catalog.bannerCacheMs`.
 * One exported name keeps the shared package index free of generic names such as `layout` or `search`.
 */
export const constants = {
  layout,
  navigation,
  redirectDelays,
  storageKeys,
  product,
  catalog,
  search,
  visitor,
  imageLoader,
  couponLimits,
  points,
  account,
  lineLoginErrorCodes,
  ichiban,
  holds,
  holdLine,
  fairness,
  gacha,
  blindbox,
  shipping,
  paging,
  orders,
  box,
  invoice,
  checkIn,
  taskTabIndex,
  recharge,
  vipLevels,
  vip,
  customerService,
} as const;

export type Constants = typeof constants;
export type VipLevelInfo = (typeof vipLevels)[number];
export type VipLevel = VipLevelInfo['level'];
