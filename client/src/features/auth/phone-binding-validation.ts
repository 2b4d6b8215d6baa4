// The phone-binding form's own checks (002 §5): a Taiwan or Hong Kong mobile, then 6 digits.
import { bindablePhoneSchema, bindingCodeSchema } from '@shop/contracts';

export function checkBindablePhone(input: string): { ok: true; phone: string } | { ok: false; message: string } {
  const parsed = bindablePhoneSchema.safeParse(input.trim());
  return parsed.success ? { ok: true, phone: parsed.data } : { ok: false, message: parsed.error.issues[0].message };
}

export function checkBindingCode(code: string): string | null {
  const parsed = bindingCodeSchema.safeParse(code);
  return parsed.success ? null : parsed.error.issues[0].message;
}
