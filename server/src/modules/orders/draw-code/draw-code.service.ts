// Draw codes: the `{code}` of /ichiban/draw/{code}, which opens an order's draw screen without
// a login (001 §6). A code is `<orderId>.<mac>`, mac = the first 16 bytes of
// HMAC-SHA256(secret, "draw-code:" + orderId) in base64url: unguessable without the secret, and
// checked without a lookup. The secret is DRAW_CODE_SECRET, or one generated once and kept in
// the database (app_secrets), so codes survive restarts and hold across API processes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../../config/config';

const SECRET_NAME = 'draw-code';

@Injectable()
export class DrawCodeService implements OnModuleInit {
  private key: Buffer | undefined;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.DRAW_CODE_SECRET) {
      this.key = Buffer.from(this.config.DRAW_CODE_SECRET, 'utf8');
      return;
    }
    // Several processes may start at once: the first insert wins, everyone reads the winner.
    await this.db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      SECRET_NAME,
      randomBytes(32).toString('hex'),
    ]);
    const [row] = (await this.db.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME])) as { value: string }[];
    this.key = Buffer.from(row!.value, 'hex');
  }

  private mac(orderId: string): string {
    if (!this.key) throw new Error('draw codes are not ready: the module has not initialised');
    return createHmac('sha256', this.key).update(`draw-code:${orderId}`).digest().subarray(0, 16).toString('base64url');
  }

  codeFor(orderId: string): string {
    return `${orderId}.${this.mac(orderId)}`;
  }

  /** The order a code opens, or null for a forged or mangled code. */
  orderIdOf(code: string): string | null {
    const dot = code.lastIndexOf('.');
    if (dot <= 0) return null;
    const orderId = code.slice(0, dot);
    const given = Buffer.from(code.slice(dot + 1));
    const expected = Buffer.from(this.mac(orderId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
  }
}
