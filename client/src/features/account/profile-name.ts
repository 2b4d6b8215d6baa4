// /settings/basic: the name check (spec 002 §5 "Basic settings").
import { constants, messages } from '@shop/contracts';

export const NAME_MAX_LENGTH = constants.account.nameMaxLength;

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Trims, requires a name of at most 30 characters, and refuses an unchanged one. */
export function checkProfileName(input: string, current: string): NameCheck {
  const name = input.trim();
  // Counted in characters, not UTF-16 units, so 30 Chinese characters or emoji fit.
  if (!name) return { ok: false, message: messages.settings.nameRequired };
  if (Array.from(name).length > NAME_MAX_LENGTH) return { ok: false, message: messages.settings.nameTooLong };
  if (name === current.trim()) return { ok: false, message: messages.settings.unchanged };
  return { ok: true, name };
}
