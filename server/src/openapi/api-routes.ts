// Every HTTP route the API serves, described by the contracts' zod schemas: the one registry the
// OpenAPI document (docs/api/openapi.json, /api/docs) is generated from. openapi.unit.spec.ts
// fails when a controller route is missing here, so a new route cannot ship without its contract.
import {
  adjustPointsRequestSchema,
  adminBannerSchema,
  adminContentIdSchema,
  adminContentSavedResponseSchema,
  adminCoverPromoSchema,
  adminHotKeywordSchema,
  adminNoticeSchema,
  adminNotificationSchema,
  adminOfficialInfoSchema,
  adminPolicySchema,
  authProvidersResponseSchema,
  balanceResponseSchema,
  bannersResponseSchema,
  boxItemsQuerySchema,
  boxItemsResponseSchema,
  captchaResponseSchema,
  couponsQuerySchema,
  couponsResponseSchema,
  drawCodeParamSchema,
  drawHistoryResponseSchema,
  drawPurchaseResponseSchema,
  drawResultResponseSchema,
  firebaseVerifyRequestSchema,
  firebaseVerifyResponseSchema,
  grantCouponRequestSchema,
  healthResponseSchema,
  hotKeywordsResponseSchema,
  hotProductsResponseSchema,
  invitationCodeSchema,
  invitationLandingResponseSchema,
  invitationLinkResponseSchema,
  invitationRegisterRequestSchema,
  invitationRegisterResponseSchema,
  invoiceSettingsResponseSchema,
  latestNoticesQuerySchema,
  latestNoticesResponseSchema,
  liffLoginRequestSchema,
  liffLoginResponseSchema,
  lockStatusResponseSchema,
  lockTubeResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  mpgFormPostSchema,
  multipleDrawRequestSchema,
  notificationIdSchema,
  notificationsResponseSchema,
  officialInfoDetailSchema,
  officialInfoIdSchema,
  officialInfoListQuerySchema,
  officialInfoPageSchema,
  oidcCallbackQuerySchema,
  oidcCallbackResponseSchema,
  oidcLoginQuerySchema,
  oidcProviderParamSchema,
  okResponseSchema,
  orderIdParamSchema,
  paymentRedirectResponseSchema,
  phoneVerifyRequestSchema,
  phoneVerifyResponseSchema,
  pointsBalanceResponseSchema,
  pointsHistoryQuerySchema,
  pointsHistoryResponseSchema,
  policyKeySchema,
  policyResponseSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productPageSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  putInvoiceCarrierRequestSchema,
  putInvoiceDonationRequestSchema,
  putInvoiceEmailRequestSchema,
  putInvoiceTaxIdRequestSchema,
  pwaInstallRewardResponseSchema,
  raffleStatusResponseSchema,
  rechargeHistoryQuerySchema,
  rechargeHistoryResponseSchema,
  rechargeRequestSchema,
  rechargeResponseSchema,
  redeemCouponRequestSchema,
  redeemCouponResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  simpleProductListSchema,
  singleDrawRequestSchema,
  tubeAuditLineSchema,
  tubeIdParamSchema,
  tubeResultTicketsResponseSchema,
  tubeTicketsResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userHistoryResponseSchema,
  userIdParamSchema,
  userProfileResponseSchema,
  verifyTokenResponseSchema,
  visitorRecordRequestSchema,
  visitorRecordResponseSchema,
  walletAdjustedResponseSchema,
  walletUserIdParamSchema,
} from '@shop/contracts';
import { z } from 'zod';

/** Who may call: anyone, anyone (a session adds to the answer), a signed-in member, or staff of these roles. */
export type RouteAccess = { kind: 'public' } | { kind: 'optional-session' } | { kind: 'member' } | { kind: 'staff'; roles: readonly string[] };

/** What a successful call answers: JSON by a contracts schema, a page, a file, or a redirect. */
export type RouteAnswer =
  | { status: 200 | 201; json: z.ZodType }
  | { status: 200 | 201; media: 'text/html' | 'application/x-ndjson'; schema: z.ZodType; description: string }
  | { status: 302 | 303; redirect: string };

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api, in OpenAPI form: `/raffle/draw/{tubeId}`. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Payment-gateway callbacks arrive as an HTML form post, not JSON. */
  form?: true;
  answer: RouteAnswer;
}

const PUBLIC: RouteAccess = { kind: 'public' };
const OPTIONAL: RouteAccess = { kind: 'optional-session' };
const MEMBER: RouteAccess = { kind: 'member' };
const ADMIN: RouteAccess = { kind: 'staff', roles: ['admin'] };
const SUPPORT: RouteAccess = { kind: 'staff', roles: ['admin', 'support'] };

const json = (schema: z.ZodType, status: 200 | 201 = 200): RouteAnswer => ({ status, json: schema });
const tubeParam = z.object({ tubeId: tubeIdParamSchema });
const contentId = z.object({ id: adminContentIdSchema });
// zod-to-openapi cannot see through `.catch()`: an unusable redirect falls back to none, so the
// field is documented as the optional site path it accepts.
const oidcLoginQuery = oidcLoginQuerySchema.extend({
  redirect: oidcLoginQuerySchema.shape.redirect.meta({ type: 'string', maxLength: 500, description: 'Where to go after sign-in: a path on this site' }),
});

/** The back office's CRUD for one kind of content: create, replace, delete. */
function adminContent(path: string, label: string, body: z.ZodType): ApiRoute[] {
  const tag = 'Back office';
  return [
    { method: 'post', path: `/admin/content/${path}`, tag, summary: `Create a ${label}`, access: ADMIN, body, answer: json(adminContentSavedResponseSchema, 201) },
    { method: 'put', path: `/admin/content/${path}/{id}`, tag, summary: `Replace a ${label}`, access: ADMIN, params: contentId, body, answer: json(adminContentSavedResponseSchema) },
    { method: 'delete', path: `/admin/content/${path}/{id}`, tag, summary: `Delete a ${label}`, access: ADMIN, params: contentId, answer: json(okResponseSchema) },
  ];
}

export const apiRoutes: readonly ApiRoute[] = [
  // Accounts
  { method: 'post', path: '/auth/login', tag: 'Accounts', summary: 'Sign in with phone and password', access: PUBLIC, body: loginRequestSchema, answer: json(loginResponseSchema) },
  { method: 'post', path: '/auth/register', tag: 'Accounts', summary: 'Register with a verified phone', access: PUBLIC, body: registerRequestSchema, answer: json(registerResponseSchema) },
  { method: 'post', path: '/auth/reset-password', tag: 'Accounts', summary: 'Reset the password with an SMS code', access: PUBLIC, body: resetPasswordRequestSchema, answer: json(resetPasswordResponseSchema) },
  { method: 'get', path: '/auth/captcha', tag: 'Accounts', summary: 'A captcha to solve before an SMS is sent', access: PUBLIC, answer: json(captchaResponseSchema) },
  { method: 'post', path: '/auth/phone/send-code', tag: 'Accounts', summary: 'Send an SMS code', access: PUBLIC, body: sendCodeRequestSchema, answer: json(sendCodeResponseSchema) },
  { method: 'post', path: '/auth/phone/verify', tag: 'Accounts', summary: 'Sign in with an SMS code', access: PUBLIC, body: phoneVerifyRequestSchema, answer: json(phoneVerifyResponseSchema) },
  { method: 'get', path: '/auth/verify-token', tag: 'Accounts', summary: 'Whether the bearer token is a live session', access: OPTIONAL, answer: json(verifyTokenResponseSchema) },
  { method: 'post', path: '/auth/logout', tag: 'Accounts', summary: 'End this session', access: MEMBER, answer: json(logoutResponseSchema) },
  { method: 'get', path: '/auth/providers', tag: 'Accounts', summary: 'Identity providers this shop offers', access: PUBLIC, answer: json(authProvidersResponseSchema) },
  {
    method: 'get',
    path: '/auth/oidc/{provider}/login',
    tag: 'Accounts',
    summary: "Start signing in at an identity provider",
    access: PUBLIC,
    params: z.object({ provider: oidcProviderParamSchema }),
    query: oidcLoginQuery,
    answer: { status: 302, redirect: "The provider's authorization page" },
  },
  { method: 'get', path: '/auth/oidc/callback', tag: 'Accounts', summary: "Finish an identity provider's sign-in", access: PUBLIC, query: oidcCallbackQuerySchema, answer: json(oidcCallbackResponseSchema) },
  { method: 'get', path: '/line/login', tag: 'Accounts', summary: 'Start signing in with LINE', access: PUBLIC, query: oidcLoginQuery, answer: { status: 302, redirect: "LINE's authorization page" } },
  { method: 'get', path: '/line/callback', tag: 'Accounts', summary: "Finish LINE's sign-in", access: PUBLIC, query: oidcCallbackQuerySchema, answer: json(oidcCallbackResponseSchema) },
  { method: 'post', path: '/auth/firebase/verify', tag: 'Accounts', summary: 'Sign in with a Firebase ID token', access: PUBLIC, body: firebaseVerifyRequestSchema, answer: json(firebaseVerifyResponseSchema) },
  { method: 'post', path: '/line/liff-login', tag: 'Accounts', summary: 'Sign in inside the LINE app (LIFF)', access: PUBLIC, body: liffLoginRequestSchema, answer: json(liffLoginResponseSchema) },
  { method: 'get', path: '/user', tag: 'Accounts', summary: "The member's profile", access: MEMBER, answer: json(userProfileResponseSchema) },
  { method: 'put', path: '/user/profile', tag: 'Accounts', summary: 'Update the profile', access: MEMBER, body: updateProfileRequestSchema, answer: json(updateProfileResponseSchema) },
  { method: 'get', path: '/invite/{code}', tag: 'Accounts', summary: 'An invitation landing', access: PUBLIC, params: z.object({ code: invitationCodeSchema }), answer: json(invitationLandingResponseSchema) },
  { method: 'get', path: '/invitation/link', tag: 'Accounts', summary: "The member's own invitation link", access: MEMBER, answer: json(invitationLinkResponseSchema) },
  { method: 'post', path: '/invitation/register', tag: 'Accounts', summary: 'Accept an invitation', access: MEMBER, body: invitationRegisterRequestSchema, answer: json(invitationRegisterResponseSchema) },
  { method: 'post', path: '/visitors/record', tag: 'Accounts', summary: 'Count a visitor once', access: OPTIONAL, body: visitorRecordRequestSchema, answer: json(visitorRecordResponseSchema) },
  { method: 'get', path: '/user/invoice-settings', tag: 'Invoice settings', summary: 'Saved e-invoice settings', access: MEMBER, answer: json(invoiceSettingsResponseSchema) },
  { method: 'put', path: '/user/invoice-settings/carrier', tag: 'Invoice settings', summary: 'Save a mobile barcode carrier', access: MEMBER, body: putInvoiceCarrierRequestSchema, answer: json(invoiceSettingsResponseSchema) },
  { method: 'delete', path: '/user/invoice-settings/carrier', tag: 'Invoice settings', summary: 'Remove the mobile barcode carrier', access: MEMBER, answer: json(invoiceSettingsResponseSchema) },
  { method: 'put', path: '/user/invoice-settings/tax-id', tag: 'Invoice settings', summary: 'Save a company tax id', access: MEMBER, body: putInvoiceTaxIdRequestSchema, answer: json(invoiceSettingsResponseSchema) },
  { method: 'put', path: '/user/invoice-settings/donation', tag: 'Invoice settings', summary: 'Donate invoices to a charity', access: MEMBER, body: putInvoiceDonationRequestSchema, answer: json(invoiceSettingsResponseSchema) },
  { method: 'put', path: '/user/invoice-settings/email', tag: 'Invoice settings', summary: 'Save the invoice e-mail and type', access: MEMBER, body: putInvoiceEmailRequestSchema, answer: json(invoiceSettingsResponseSchema) },
  {
    method: 'get',
    path: '/admin/users/{userId}/events',
    tag: 'Back office',
    summary: "A member's event history (support replay)",
    access: SUPPORT,
    params: z.object({ userId: userIdParamSchema }),
    answer: json(userHistoryResponseSchema),
  },

  // Catalogue and content
  { method: 'get', path: '/products', tag: 'Catalogue', summary: 'Products, newest first, a page at a time', access: PUBLIC, query: productListQuerySchema, answer: json(z.union([productPageSchema, simpleProductListSchema])) },
  { method: 'get', path: '/products/hot', tag: 'Catalogue', summary: 'Hot products', access: PUBLIC, answer: json(hotProductsResponseSchema) },
  { method: 'get', path: '/products/keywords/hot', tag: 'Catalogue', summary: 'Hot search keywords', access: PUBLIC, answer: json(hotKeywordsResponseSchema) },
  { method: 'get', path: '/products/search', tag: 'Catalogue', summary: 'Search products by name', access: PUBLIC, query: productSearchQuerySchema, answer: json(productSearchResponseSchema) },
  { method: 'get', path: '/products/{id}', tag: 'Catalogue', summary: 'One product with its live ticket counts', access: PUBLIC, params: z.object({ id: tubeIdParamSchema }), answer: json(productDetailResponseSchema) },
  { method: 'get', path: '/banners', tag: 'Content', summary: 'Home banners and cover promos', access: PUBLIC, answer: json(bannersResponseSchema) },
  { method: 'get', path: '/orders/latest-notices', tag: 'Content', summary: 'The marquee: latest wins or notices', access: PUBLIC, query: latestNoticesQuerySchema, answer: json(latestNoticesResponseSchema) },
  { method: 'get', path: '/official-info', tag: 'Content', summary: 'Official information, a page at a time', access: PUBLIC, query: officialInfoListQuerySchema, answer: json(officialInfoPageSchema) },
  { method: 'get', path: '/official-info/{id}', tag: 'Content', summary: 'One official information article', access: PUBLIC, params: z.object({ id: officialInfoIdSchema }), answer: json(officialInfoDetailSchema) },
  { method: 'get', path: '/policies/{key}', tag: 'Content', summary: 'A policy page (terms, privacy…)', access: PUBLIC, params: z.object({ key: policyKeySchema }), answer: json(policyResponseSchema) },
  { method: 'get', path: '/notifications', tag: 'Content', summary: 'Notifications, with read marks for a member', access: OPTIONAL, answer: json(notificationsResponseSchema) },
  { method: 'post', path: '/notifications/{id}/read', tag: 'Content', summary: 'Mark a notification read', access: MEMBER, params: z.object({ id: notificationIdSchema }), answer: json(okResponseSchema) },
  { method: 'post', path: '/rewards/pwa-install', tag: 'Content', summary: 'Claim the home-screen install reward once', access: MEMBER, answer: json(pwaInstallRewardResponseSchema) },
  ...adminContent('banners', 'banner', adminBannerSchema),
  ...adminContent('cover-promos', 'cover promo', adminCoverPromoSchema),
  ...adminContent('notices', 'marquee notice', adminNoticeSchema),
  ...adminContent('official-info', 'official information article', adminOfficialInfoSchema),
  { method: 'post', path: '/admin/content/notifications', tag: 'Back office', summary: 'Send a notification', access: ADMIN, body: adminNotificationSchema, answer: json(adminContentSavedResponseSchema, 201) },
  { method: 'delete', path: '/admin/content/notifications/{id}', tag: 'Back office', summary: 'Delete a notification', access: ADMIN, params: contentId, answer: json(okResponseSchema) },
  { method: 'put', path: '/admin/content/policies/{key}', tag: 'Back office', summary: 'Replace a policy page', access: ADMIN, params: z.object({ key: policyKeySchema }), body: adminPolicySchema, answer: json(okResponseSchema) },
  { method: 'post', path: '/admin/content/hot-keywords', tag: 'Back office', summary: 'Add a hot keyword', access: ADMIN, body: adminHotKeywordSchema, answer: json(adminContentSavedResponseSchema, 201) },
  { method: 'delete', path: '/admin/content/hot-keywords/{id}', tag: 'Back office', summary: 'Delete a hot keyword', access: ADMIN, params: contentId, answer: json(okResponseSchema) },

  // Ichiban kuji
  { method: 'get', path: '/raffle/status/{productId}', tag: 'Ichiban', summary: "A product's tubes", access: PUBLIC, params: z.object({ productId: tubeIdParamSchema }), answer: json(raffleStatusResponseSchema) },
  { method: 'get', path: '/raffle/tubes/{tubeId}/tickets', tag: 'Ichiban', summary: "A tube's drawn ticket numbers", access: PUBLIC, params: tubeParam, answer: json(tubeTicketsResponseSchema) },
  { method: 'get', path: '/raffle/tubes/{tubeId}/result-tickets', tag: 'Ichiban', summary: "A tube's tickets with the tiers drawn so far", access: PUBLIC, params: tubeParam, answer: json(tubeResultTicketsResponseSchema) },
  { method: 'get', path: '/raffle/tube/{tubeId}/lock/status', tag: 'Ichiban', summary: "A tube's lock and whose it is", access: OPTIONAL, params: tubeParam, answer: json(lockStatusResponseSchema) },
  { method: 'post', path: '/raffle/tube/{tubeId}/lock', tag: 'Ichiban', summary: 'Take or extend the lock on a tube', access: MEMBER, params: tubeParam, answer: json(lockTubeResponseSchema) },
  { method: 'post', path: '/raffle/draw/{tubeId}', tag: 'Ichiban', summary: 'Buy and draw tickets by count', access: MEMBER, params: tubeParam, body: singleDrawRequestSchema, answer: json(drawPurchaseResponseSchema) },
  { method: 'post', path: '/raffle/draw/multiple/{tubeId}', tag: 'Ichiban', summary: 'Buy and draw chosen ticket numbers', access: MEMBER, params: tubeParam, body: multipleDrawRequestSchema, answer: json(drawPurchaseResponseSchema) },
  { method: 'get', path: '/raffle/result/{orderId}', tag: 'Ichiban', summary: "A member's draw result", access: MEMBER, params: z.object({ orderId: orderIdParamSchema }), answer: json(drawResultResponseSchema) },
  { method: 'get', path: '/raffle/public/result/{code}', tag: 'Ichiban', summary: 'A draw result by its share code', access: PUBLIC, params: z.object({ code: drawCodeParamSchema }), answer: json(drawResultResponseSchema) },
  { method: 'get', path: '/raffle/history', tag: 'Ichiban', summary: "The member's draws", access: MEMBER, answer: json(drawHistoryResponseSchema) },
  { method: 'get', path: '/payment/redirect/{orderId}', tag: 'Payments', summary: "Where to pay an order (the card gateway's form) or see it", access: MEMBER, params: z.object({ orderId: orderIdParamSchema }), answer: json(paymentRedirectResponseSchema) },
  { method: 'post', path: '/payment/newebpay/notify', tag: 'Payments', summary: "NewebPay's server-to-server card payment notice", access: PUBLIC, body: mpgFormPostSchema, form: true, answer: json(okResponseSchema) },
  { method: 'post', path: '/payment/newebpay/return', tag: 'Payments', summary: "The shopper's browser back from NewebPay", access: PUBLIC, body: mpgFormPostSchema, form: true, answer: { status: 303, redirect: 'The draw page when paid, else the ticket page with the failure' } },
  {
    method: 'get',
    path: '/audit/tubes/{tubeId}/events',
    tag: 'Fairness',
    summary: "A tube's event log for independent audit (public once its seed is revealed, staff before)",
    access: OPTIONAL,
    params: tubeParam,
    answer: { status: 200, media: 'application/x-ndjson', schema: tubeAuditLineSchema, description: 'One audit line per event, newline-delimited JSON' },
  },

  // Wallet
  { method: 'get', path: '/user/balance', tag: 'Wallet', summary: 'Token balance', access: MEMBER, answer: json(balanceResponseSchema) },
  { method: 'get', path: '/user/points/balance', tag: 'Wallet', summary: 'Bonus points as of now', access: MEMBER, answer: json(pointsBalanceResponseSchema) },
  { method: 'get', path: '/user/points/history', tag: 'Wallet', summary: 'Points history, newest first', access: MEMBER, query: pointsHistoryQuerySchema, answer: json(pointsHistoryResponseSchema) },
  { method: 'get', path: '/user/coupons', tag: 'Wallet', summary: "The member's coupons", access: MEMBER, query: couponsQuerySchema, answer: json(couponsResponseSchema) },
  { method: 'post', path: '/user/coupons/redeem', tag: 'Wallet', summary: 'Redeem a coupon code', access: MEMBER, body: redeemCouponRequestSchema, answer: json(redeemCouponResponseSchema) },
  { method: 'get', path: '/user/box-items', tag: 'Prize box', summary: "The member's prize box", access: MEMBER, query: boxItemsQuerySchema, answer: json(boxItemsResponseSchema) },
  { method: 'post', path: '/recharge', tag: 'Wallet', summary: 'Start a token recharge at the card gateway', access: MEMBER, body: rechargeRequestSchema, answer: json(rechargeResponseSchema) },
  { method: 'get', path: '/recharge/history', tag: 'Wallet', summary: 'Recharge history', access: MEMBER, query: rechargeHistoryQuerySchema, answer: json(rechargeHistoryResponseSchema) },
  { method: 'post', path: '/recharge/notify', tag: 'Payments', summary: "NewebPay's server-to-server recharge notice", access: PUBLIC, body: mpgFormPostSchema, form: true, answer: json(okResponseSchema) },
  { method: 'post', path: '/recharge/return', tag: 'Payments', summary: "The shopper's browser back from a recharge", access: PUBLIC, body: mpgFormPostSchema, form: true, answer: { status: 303, redirect: 'The recharge result page' } },
  {
    method: 'post',
    path: '/dev-gateway/MPG/mpg_gateway',
    tag: 'Payments',
    summary: 'Development card gateway: the payment page (only with the dev gateway configured)',
    access: PUBLIC,
    body: mpgFormPostSchema,
    form: true,
    answer: { status: 200, media: 'text/html', schema: z.string(), description: 'A page with pay and cancel buttons' },
  },
  {
    method: 'post',
    path: '/dev-gateway/MPG/complete',
    tag: 'Payments',
    summary: "Development card gateway: the shopper's choice (only with the dev gateway configured)",
    access: PUBLIC,
    body: mpgFormPostSchema.extend({ action: z.enum(['pay', 'cancel']) }),
    form: true,
    answer: { status: 200, media: 'text/html', schema: z.string(), description: "A page that posts the result to the shop's return URL" },
  },
  {
    method: 'post',
    path: '/admin/wallet/{userId}/coupons',
    tag: 'Back office',
    summary: 'Grant a member a coupon',
    access: SUPPORT,
    params: z.object({ userId: walletUserIdParamSchema }),
    body: grantCouponRequestSchema,
    answer: json(walletAdjustedResponseSchema),
  },
  {
    method: 'post',
    path: '/admin/wallet/{userId}/points',
    tag: 'Back office',
    summary: "Adjust a member's points",
    access: SUPPORT,
    params: z.object({ userId: walletUserIdParamSchema }),
    body: adjustPointsRequestSchema,
    answer: json(walletAdjustedResponseSchema),
  },

  // Operations
  { method: 'get', path: '/health', tag: 'Operations', summary: 'Database, event store and projection lag (503 when degraded)', access: PUBLIC, answer: json(healthResponseSchema) },
];
