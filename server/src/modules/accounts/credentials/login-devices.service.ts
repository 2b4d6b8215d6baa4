// Devices a member has signed in from (OWASP's "device cookies"). The per-phone bound on wrong
// passwords (loginLimits.failuresPerPhone) stops guessing from many addresses, but it would also
// let anyone with many addresses shut the member's own password login for the window. A browser
// that signed in to a phone before carries a signed cookie for that phone; its password tries are
// limited by that device alone, never by the phone's shared bound, so the member's own phone or
// computer keeps signing in while strangers are refused.
//
// Cookie `login_device_<tag>` where tag = the first 8 bytes of HMAC(secret, "name:" + phone) in
// hex (the name tells nothing of the phone); value `<nonce>.<expires, unix s>.<mac>`, mac = the
// first 16 bytes of HMAC(secret, "login-device:" + phone + ":" + nonce + ":" + expires) in base64url.
// Nothing is stored: the secret is generated once and kept in app_secrets, like the draw codes'.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { CookieOptions, Request } from 'express';
import { DataSource } from 'typeorm';

const SECRET_NAME = 'login-device';
const LIFETIME_SECONDS = 180 * 86_400;

export interface LoginDeviceCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

@Injectable()
export class LoginDevices implements OnModuleInit {
  private key: Buffer | undefined;

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async onModuleInit(): Promise<void> {
    // Several processes may start at once: the first insert wins, everyone reads the winner.
    await this.db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      SECRET_NAME,
      randomBytes(32).toString('hex'),
    ]);
    const [row] = (await this.db.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME])) as { value: string }[];
    this.key = Buffer.from(row!.value, 'hex');
  }

  private hmac(text: string): Buffer {
    if (!this.key) throw new Error('login devices are not ready: the module has not initialised');
    return createHmac('sha256', this.key).update(text).digest();
  }

  private cookieName(phone: string): string {
    return `login_device_${this.hmac(`name:${phone}`).subarray(0, 8).toString('hex')}`;
  }

  private mac(phone: string, nonce: string, expires: number): string {
    return this.hmac(`login-device:${phone}:${nonce}:${expires}`).subarray(0, 16).toString('base64url');
  }

  /** The cookie that marks this browser as one the member signed in to `phone` from. */
  cookieFor(phone: string, req: Request, now: Date): LoginDeviceCookie {
    const nonce = randomBytes(12).toString('base64url');
    const expires = Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS;
    return {
      name: this.cookieName(phone),
      value: `${nonce}.${expires}.${this.mac(phone, nonce, expires)}`,
      // Sent only to sign-in: it is no credential, and nothing else needs it.
      options: { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/api/auth', maxAge: LIFETIME_SECONDS * 1000 },
    };
  }

  /** The device's own id when the request carries a live cookie for `phone` that this shop signed; else null. */
  deviceOf(phone: string, req: Request, now: Date): string | null {
    const value = cookieValue(req, this.cookieName(phone));
    const [nonce, expiresText, given, ...rest] = value?.split('.') ?? [];
    if (!nonce || !expiresText || !given || rest.length > 0 || !/^\d+$/.test(expiresText)) return null;
    const expires = Number(expiresText);
    if (expires * 1000 <= now.getTime()) return null;
    const expected = Buffer.from(this.mac(phone, nonce, expires));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
  }
}

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
