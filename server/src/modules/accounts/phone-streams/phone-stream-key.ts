// Phone reservation streams are named `phone-<HMAC-SHA256(secret, phone)>`, so no stream id holds
// a phone number (stream ids cannot be erased from the log). The secret is made once and kept in
// app_secrets, so every process and every restart names the same stream.
import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const SECRET_NAME = 'phone-stream';

@Injectable()
export class PhoneStreams {
  private key: Promise<Buffer> | undefined;

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The reservation stream of a normalised phone number. */
  async streamOf(phone: string): Promise<string> {
    this.key ??= this.loadKey();
    return `phone-${createHmac('sha256', await this.key)
      .update(phone)
      .digest('hex')}`;
  }

  private async loadKey(): Promise<Buffer> {
    // Several processes may start at once: the first insert wins, everyone reads the winner.
    await this.db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      SECRET_NAME,
      randomBytes(32).toString('hex'),
    ]);
    const [row] = (await this.db.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME])) as { value: string }[];
    return Buffer.from(row!.value, 'hex');
  }
}
