// The invitation code from /invite/{code}, kept for this tab until registration uses it (it may
// pass through /login first).
import { readString, writeString } from '../../lib/storage';

const INVITATION_CODE_KEY = 'invitation_code';

export function rememberInvitationCode(code: string): void {
  writeString(INVITATION_CODE_KEY, code, 'session');
}

export function storedInvitationCode(): string | null {
  return readString(INVITATION_CODE_KEY, 'session');
}

export function forgetInvitationCode(): void {
  writeString(INVITATION_CODE_KEY, null, 'session');
}
