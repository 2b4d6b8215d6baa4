// The SMS port and its two adapters: printed to the log (development, tests) or POSTed to an
// HTTP SMS provider configured by SMS_PROVIDER_URL and SMS_PROVIDER_KEY.
import { Logger } from '@nestjs/common';
import { devOutbox } from './dev-outbox';

export interface SmsSender {
  readonly kind: 'console' | 'http';
  send(phone: string, message: string): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

export class ConsoleSmsSender implements SmsSender {
  readonly kind = 'console';
  private readonly logger = new Logger('SMS');

  async send(phone: string, message: string): Promise<void> {
    devOutbox.recordSms(phone, message);
    this.logger.log(`SMS to ${phone}: ${message}`);
  }
}

export class SmsSendFailed extends Error {}

export class HttpSmsSender implements SmsSender {
  readonly kind = 'http';

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(phone: string, message: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
        body: JSON.stringify({ to: phone, message }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsSendFailed(`SMS provider unreachable: ${(error as Error).message}`);
    }
    if (!res.ok) throw new SmsSendFailed(`SMS provider answered ${res.status}`);
  }
}

export function createSmsSender(config: { SMS_PROVIDER_URL?: string; SMS_PROVIDER_KEY?: string }): SmsSender {
  return config.SMS_PROVIDER_URL && config.SMS_PROVIDER_KEY
    ? new HttpSmsSender(config.SMS_PROVIDER_URL, config.SMS_PROVIDER_KEY)
    : new ConsoleSmsSender();
}
