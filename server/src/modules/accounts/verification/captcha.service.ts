// Captcha challenges: issued with an SVG image, answer stored hashed, single use, short-lived.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { captchaSvg, randomDigits } from './captcha-image';
import { devOutbox } from './dev-outbox';
import { SMS_SENDER, type SmsSender } from './sms-sender';

export const CAPTCHA_TTL_SECONDS = 300;
const CAPTCHA_LENGTH = 4;

const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`).digest();

@Injectable()
export class CaptchaService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  async issue(now = new Date()): Promise<{ id: string; svg: string }> {
    const id = randomBytes(16).toString('base64url');
    const answer = randomDigits(CAPTCHA_LENGTH);
    await this.db.query('INSERT INTO auth_captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
      id,
      hashAnswer(id, answer).toString('hex'),
      new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    ]);
    if (this.sms.kind === 'console') devOutbox.recordCaptcha(id, answer);
    if (Math.random() < 0.02) await this.db.query('DELETE FROM auth_captchas WHERE expires_at < $1', [now]);
    return { id, svg: captchaSvg(answer) };
  }

  /** True when the answer is right. The challenge is used up either way, so it cannot be guessed at. */
  async solve(id: string, answer: string, now = new Date()): Promise<boolean> {
    const rows: Array<{ answer_hash: string }> = await this.db.query(
      // A CTE so that TypeORM hands back the returned rows (it wraps a bare UPDATE's result).
      'WITH used AS (UPDATE auth_captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash) SELECT * FROM used',
      [id, now],
    );
    if (!rows.length) return false;
    const given = hashAnswer(id, answer.trim());
    return timingSafeEqual(given, Buffer.from(rows[0].answer_hash, 'hex'));
  }
}
