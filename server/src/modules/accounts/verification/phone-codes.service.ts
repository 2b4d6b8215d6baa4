// SMS verification codes: 6 digits, stored hashed with an expiry, single use, with a resend
// cooldown, a daily quota per phone and per IP, and a cap on wrong guesses (per code, phone, IP).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { constants, messages, type CodePurpose } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { SMS_SENDER, SmsSendFailed, type SmsSender } from './sms-sender';
import { ThrottleService, TooManyRequests } from './throttle.service';

export const CODE_TTL_SECONDS = 300;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const codeLimits = {
  sendsPerPhonePerDay: 5,
  sendsPerIpPerDay: 20,
  guessesPerCode: 5,
  /** Per client and phone, never per phone alone: failing on purpose must not lock the member out. */
  failedGuessesPerClientPerPhonePerHour: 10,
  failedGuessesPerIpPerHour: 30,
} as const;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

interface CodeRow {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  salt: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

@Injectable()
export class PhoneCodesService {
  private readonly logger = new Logger('PhoneCodes');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  /** Sends a new code; returns its session_info. */
  async send(phone: string, purpose: CodePurpose | 'bind', ip: string, now = new Date()): Promise<{ sessionInfo: string }> {
    const cooldownMs = constants.account.smsResendCooldownSeconds * 1000;
    const id = randomBytes(18).toString('base64url');
    const salt = randomBytes(16).toString('hex');
    const code = String(randomInt(0, 1_000_000)).padStart(constants.account.verificationCodeLength, '0');
    // The cooldown and the quotas are read and the code recorded under the phone's and the address's
    // locks (always in that order): concurrent sends for one phone or from one address queue, and
    // only the first within the limits records a code.
    await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('phone-code:phone:' || $1))`, [phone]);
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('phone-code:ip:' || $1))`, [ip]);
      const [last]: Array<{ created_at: Date }> = await tx.query(
        'SELECT created_at FROM phone_codes WHERE phone = $1 ORDER BY created_at DESC LIMIT 1',
        [phone],
      );
      const sinceLast = last ? now.getTime() - new Date(last.created_at).getTime() : Infinity;
      if (sinceLast < cooldownMs) {
        const remain = Math.ceil((cooldownMs - sinceLast) / 1000);
        throw new TooManyRequests(messages.auth.resendCooldown(remain), remain);
      }
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const [{ by_phone, by_ip }] = await tx.query(
        `SELECT count(*) FILTER (WHERE phone = $1)::int AS by_phone, count(*) FILTER (WHERE ip = $2)::int AS by_ip
           FROM phone_codes WHERE (phone = $1 OR ip = $2) AND created_at > $3`,
        [phone, ip, dayAgo],
      );
      if (by_phone >= codeLimits.sendsPerPhonePerDay || by_ip >= codeLimits.sendsPerIpPerDay)
        throw new TooManyRequests(messages.auth.smsQuotaExceeded);
      await tx.query(
        `INSERT INTO phone_codes (id, phone, purpose, code_hash, salt, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, phone, purpose, hashCode(salt, code).toString('hex'), salt, ip, now, new Date(now.getTime() + CODE_TTL_SECONDS * 1000)],
      );
    });
    try {
      await this.sms.send(phone, `【一番賞商城】您的驗證碼為 ${code}，${CODE_TTL_SECONDS / 60} 分鐘內有效，請勿告訴他人。`);
    } catch (error) {
      // The code never arrived: it must not hold the cooldown or count against the quota.
      await this.db.query('DELETE FROM phone_codes WHERE id = $1', [id]);
      this.logger.error(error instanceof SmsSendFailed ? error.message : String(error));
      throw new HttpException({ success: false, message: messages.auth.sendCodeFailed }, 502);
    }
    return { sessionInfo: id };
  }

  /** Uses up the code when it is right; throws a 400 / 429 with the reason otherwise. */
  async verify(
    input: { phone: string; code: string; sessionInfo: string; purpose: CodePurpose | 'bind' },
    ip: string,
    now = new Date(),
  ): Promise<void> {
    // Every guess is taken from the client's hourly allowance (for this phone, and for all) before it is checked,
    // and from the code's own five in the same statement that checks them: a burst gets no more.
    const limits = [
      { bucket: `code:client:${ip}:${input.phone}`, max: codeLimits.failedGuessesPerClientPerPhonePerHour, windowMs: HOUR_MS },
      { bucket: `code:ip:${ip}`, max: codeLimits.failedGuessesPerIpPerHour, windowMs: HOUR_MS },
    ];
    await this.throttle.take(limits, messages.auth.tooManyRequests);
    const [row]: CodeRow[] = await this.db.query(
      `WITH guess AS (UPDATE phone_codes SET attempts = attempts + 1
                       WHERE id = $1 AND phone = $2 AND purpose = $3 AND consumed_at IS NULL AND attempts < $4 RETURNING *)
       SELECT * FROM guess`,
      [input.sessionInfo, input.phone, input.purpose, codeLimits.guessesPerCode],
    );
    if (!row) {
      const [known]: unknown[] = await this.db.query('SELECT 1 FROM phone_codes WHERE id = $1 AND phone = $2 AND purpose = $3', [
        input.sessionInfo,
        input.phone,
        input.purpose,
      ]);
      throw bad(known ? messages.auth.verifyFailedRequestNewCode : messages.auth.codeInvalid);
    }
    if (new Date(row.expires_at) <= now) throw bad(messages.auth.codeExpired);

    const right = timingSafeEqual(hashCode(row.salt, input.code), Buffer.from(row.code_hash, 'hex'));
    if (!right) throw bad(messages.phoneBinding.codeWrong);
    await this.throttle.giveBack(limits);
    // Single use even when two requests race with the right code.
    const used: unknown[] = await this.db.query(
      'WITH used AS (UPDATE phone_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id) SELECT * FROM used',
      [row.id, now],
    );
    if (!used.length) throw bad(messages.auth.verifyFailedRequestNewCode);
  }
}

function bad(message: string): BadRequestException {
  return new BadRequestException({ success: false, message });
}
