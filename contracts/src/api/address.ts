// The member's address book (spec 002 §3 "Address", §5 address form, §7 "Addresses"). Paths are
// under /api. Exactly one address is the default once there is any.
import { z } from 'zod';
import { constants } from '../constants/constants';
import { isTaiwanDistrict } from '../constants/taiwan-districts';
import { messages } from '../messages/messages';
import { isTaiwanMobile, normalizeTaiwanMobile } from '../rules/phone.rule';
import { textField } from './common';

const m = messages.address;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  address_detail: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

// ── POST /api/user/addresses · PUT /api/user/addresses/{id} ────────────────────────────────
export const addressRequestSchema = z
  .object({
    name: textField(m.recipientNameRequired)
      .trim()
      .min(1, m.recipientNameRequired)
      .max(constants.account.nameMaxLength, m.recipientNameRequired)
      .refine((v) => !EMAIL.test(v), m.nameIsEmail),
    phone: textField(m.phoneRequired).trim().min(1, m.phoneRequired).transform(normalizeTaiwanMobile).refine(isTaiwanMobile, m.phoneInvalid),
    city: textField(m.areaRequired).trim().min(1, m.areaRequired),
    district: textField(m.areaRequired).trim().min(1, m.areaRequired),
    address_detail: textField(m.detailRequired).trim().min(1, m.detailRequired).max(200, m.detailRequired),
    is_default: z.boolean().default(false),
  })
  .refine((a) => isTaiwanDistrict(a.city, a.district), { message: m.areaRequired, path: ['district'] });
export type AddressRequest = z.input<typeof addressRequestSchema>;
export type AddressInput = z.output<typeof addressRequestSchema>;

export const addressIdParamSchema = z.uuid({ error: m.notFound });

/** GET answers the list (default first); every write answers the list as it now is. */
export const addressesResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.array(addressSchema) });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;
