// Editorial content calls (spec 000 §3, §7; 002 §3, §7): banners, cover promos, notices, official
// info, notifications, policy texts, the install reward, and the back office's write payloads.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { messages } from '../messages/messages';
import { textField } from './common';

export const bannerSchema = z.object({ id: z.number().int(), image_url: z.string(), link: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

export const coverPromoSchema = z.object({ id: z.number().int(), image: z.string(), link: z.string(), alt: z.string() });
export type CoverPromo = z.infer<typeof coverPromoSchema>;

/** GET /banners: the spec allows a bare list or this object; we always send the object. */
export const bannersResponseSchema = z.union([
  z.array(bannerSchema),
  z.object({ banners: z.array(bannerSchema), overlay_ads: z.array(coverPromoSchema) }),
]);
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/** Marquee notice: `highlight` lists the substrings of `text` to emphasise. */
export const noticeSchema = z.object({
  text: z.string(),
  highlight: z.array(z.string()),
  link: z.string().nullable(),
  target: z.enum(['_self', '_blank']).nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const latestNoticesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: messages.catalog.drawNoticeFailed })
    .int(messages.catalog.drawNoticeFailed)
    .min(1, messages.catalog.drawNoticeFailed)
    .max(constants.catalog.noticesPerFetch, messages.catalog.drawNoticeFailed)
    .default(constants.catalog.noticesPerFetch),
});
export const latestNoticesResponseSchema = z.object({ success: z.literal(true), data: z.array(noticeSchema) });
export type LatestNoticesResponse = z.infer<typeof latestNoticesResponseSchema>;

export const officialInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  main_image: z.string(),
  images: z.array(z.string()),
  content: z.string(),
  published_at: z.string(),
  views: z.number().int().nonnegative(),
});
export type OfficialInfo = z.infer<typeof officialInfoSchema>;

export const officialInfoListQuerySchema = z.object({
  page: z.coerce.number({ error: messages.info.detailFailed }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: messages.info.detailFailed }).int().min(1).max(50).default(constants.catalog.officialInfoPageSize),
});
export const officialInfoPageSchema = z.object({
  success: z.literal(true),
  data: z.array(officialInfoSchema),
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type OfficialInfoPage = z.infer<typeof officialInfoPageSchema>;

export const officialInfoIdSchema = z.coerce
  .number({ error: messages.info.invalidId })
  .int(messages.info.invalidId)
  .positive(messages.info.invalidId)
  .max(2_147_483_647, messages.info.invalidId);

/** GET /official-info/{id}: code 0 means ok (spec 002 §7). */
export const officialInfoDetailSchema = z.object({ code: z.literal(0), data: officialInfoSchema });
export type OfficialInfoDetail = z.infer<typeof officialInfoDetailSchema>;

export const notificationSchema = z.object({
  /** A notification sent to everyone: a number; one of the member's own (order shipped, reward granted): `<stream>.<revision>`. */
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  desc: z.string(),
  datetime: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** A member's own notification's id: the event it tells about, `<stream id>.<revision>`. */
export const memberNotificationIdSchema = z.string().regex(/^[a-z]+-[A-Za-z0-9_-]{1,100}\.\d{1,10}$/, messages.catalog.noticeFailed);
export const notificationIdSchema = z.union(
  [
    memberNotificationIdSchema,
    z.coerce
      .number({ error: messages.catalog.noticeFailed })
      .int(messages.catalog.noticeFailed)
      .positive(messages.catalog.noticeFailed)
      .max(2_147_483_647, messages.catalog.noticeFailed),
  ],
  { error: messages.catalog.noticeFailed },
);
export const markReadResponseSchema = z.object({ success: z.literal(true) });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

export const policyKeySchema = z.enum(['privacy', 'terms', 'aboutus', 'contactus', 'return-policy'], { error: messages.common.loadFailed });
export type PolicyKey = z.infer<typeof policyKeySchema>;
export const policySchema = z.object({ key: policyKeySchema, title: z.string(), body: z.string(), updated_at: z.string() });
export type Policy = z.infer<typeof policySchema>;
export const policyResponseSchema = z.object({ success: z.literal(true), data: policySchema });
export type PolicyResponse = z.infer<typeof policyResponseSchema>;

/** POST /rewards/pwa-install (spec 000 §7). */
export const pwaInstallRewardResponseSchema = z.object({
  success: z.literal(true),
  already_claimed: z.boolean(),
  data: z.object({ coupon: z.object({ title: z.string() }) }),
});
export type PwaInstallRewardResponse = z.infer<typeof pwaInstallRewardResponseSchema>;

// ---- Back-office writes (admin role). Content only: nothing here touches money or stock. ----

const text = (max: number) => textField(messages.common.saveFailed).trim().min(1, messages.common.saveFailed).max(max, messages.common.saveFailed);
/** Site paths ("/info/3") or https links; never javascript: or other schemes. */
const link = textField(messages.common.saveFailed)
  .trim()
  .max(500, messages.common.saveFailed)
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https:\/\//.test(v), messages.common.saveFailed);
const image = link.refine((v) => v !== '', messages.common.saveFailed);
const sort = z.number({ error: messages.common.saveFailed }).int().min(0).max(10_000).default(0);
const active = z.boolean({ error: messages.common.saveFailed }).default(true);

export const adminBannerSchema = z.object({ image_url: image, link, sort, active });
export const adminCoverPromoSchema = z.object({ image, link, alt: text(100), sort, active });
export const adminNoticeSchema = z.object({
  text: text(200),
  highlight: z.array(text(50)).max(10).default([]),
  link: link.nullable().default(null),
  target: z.enum(['_self', '_blank']).nullable().default(null),
  active,
});
export const adminOfficialInfoSchema = z.object({
  title: text(120),
  main_image: image,
  images: z.array(image).max(20).default([]),
  content: text(20_000),
  published_at: z.iso.datetime({ error: messages.common.saveFailed }).optional(),
});
export const adminNotificationSchema = z.object({ title: text(120), desc: text(2000) });
export const adminPolicySchema = z.object({ title: text(60), body: text(50_000) });
export const adminHotKeywordSchema = z.object({ keyword: text(30), sort });
export const adminContentIdSchema = z.coerce.number({ error: messages.common.saveFailed }).int().positive().max(2_147_483_647);
/** A back-office create or update answers the row as stored (column names as the table has them; null when an update found none). */
export const adminContentSavedResponseSchema = z.object({ success: z.literal(true), data: z.record(z.string(), z.unknown()).nullable() });
export type AdminContentSavedResponse = z.infer<typeof adminContentSavedResponseSchema>;
