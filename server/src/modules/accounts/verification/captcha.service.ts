// The challenge asked before an SMS is sent: an ALTCHA proof of work (altcha-lib). The browser
// finds the number whose SHA-256 with the challenge's salt gives the challenge — about a second of
// hashing on a mid-range phone at the configured cost (CAPTCHA_COST; measured by the captcha
// bench), a real cost for a thousand. An address that asks for many challenges, or a phone that
// many sends aim at, gets dearer ones, doubling up to 16 times the cost; the cost a challenge was
// issued at is signed inside its salt, so the send can require the phone's price. Nothing about it
// relies on an image staying unreadable. Challenges are signed with a key kept in the database
// (every process checks every challenge), expire, and are used once: a used one's signature is
// recorded until it expires.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type Config } from '../../../config/config';
import type * as AltchaV1 from 'altcha-lib/v1' with { 'resolution-mode': 'import' };
import { DataSource } from 'typeorm';

// altcha-lib ships CommonJS beside its ES modules, but types only for the latter.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createChallenge, extractParams, verifySolution } = require('altcha-lib/v1') as typeof AltchaV1;

export const CAPTCHA_TTL_SECONDS = 300;
/** Challenges an address is issued (or sends a phone is sent) in the window at the configured cost, before each next few cost twice as much. */
export const CAPTCHA_CHEAP_PER_ADDRESS = 5;

/** The cost of the `issued`-th challenge to an address (or send to a phone) in the window: the base for the first few, then doubling, up to 16 times. */
export const captchaCost = (base: number, issued: number): number =>
  base * 2 ** Math.min(4, Math.floor(Math.max(0, issued - 1) / CAPTCHA_CHEAP_PER_ADDRESS));
const SECRET_NAME = 'captcha-hmac';

export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

@Injectable()
export class CaptchaService implements OnModuleInit {
  private key = '';

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  async onModuleInit(): Promise<void> {
    // Several processes may start at once: the first insert wins, everyone reads the winner.
    await this.db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      SECRET_NAME,
      randomBytes(32).toString('hex'),
    ]);
    const [row] = (await this.db.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME])) as { value: string }[];
    this.key = row!.value;
  }

  /** The cost of the `issued`-th challenge to an address, or send to a phone, in the window. */
  costFor(issued: number): number {
    return captchaCost(this.config.CAPTCHA_COST, issued);
  }

  /** A challenge of `maxNumber` (a costFor), which it carries signed in its salt. */
  async issue(maxNumber: number, now = new Date()): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.key,
      maxNumber,
      expires: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      params: { cost: String(maxNumber) },
    });
    return { ...challenge, algorithm: 'SHA-256', maxnumber: challenge.maxnumber ?? maxNumber };
  }

  /**
   * The cost the challenge was issued at, when `answer` (the base64 ALTCHA payload: the challenge
   * with the number found) solves the challenge `id` (its signature), signed by us, unexpired and
   * not used before; null otherwise.
   */
  async solve(id: string, answer: string, now = new Date()): Promise<number | null> {
    let payload: { signature?: unknown; number?: unknown };
    try {
      payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return null;
    }
    if (typeof payload !== 'object' || payload === null || payload.signature !== id || typeof payload.number !== 'number') return null;
    if (!(await verifySolution(payload as Parameters<typeof verifySolution>[0], this.key, true))) return null;
    const params = extractParams(payload as Parameters<typeof extractParams>[0]);
    const expires = new Date(Number(params.expires) * 1000);
    const first: unknown[] = await this.db.query(
      // A CTE so that TypeORM hands back the returned rows.
      `WITH used AS (INSERT INTO auth_captchas (id, answer_hash, expires_at, used_at) VALUES ($1, '', $2, $3)
                     ON CONFLICT (id) DO NOTHING RETURNING id) SELECT * FROM used`,
      [id, expires, now],
    );
    if (Math.random() < 0.02) await this.db.query('DELETE FROM auth_captchas WHERE expires_at < $1', [now]);
    if (first.length !== 1) return null;
    // Challenges issued before the cost was signed in are worth the base.
    const cost = Number(params.cost);
    return Number.isSafeInteger(cost) && cost > 0 ? cost : this.config.CAPTCHA_COST;
  }
}
