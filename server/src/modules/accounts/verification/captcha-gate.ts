// The captcha in front of every SMS code (code login, registration, reset, phone binding): a wrong
// answer counts against the address's allowance of failures, a right one gives its try back. Every
// send counts against the phone it aims at: a phone that many sends aim at (SMS bombing from many
// addresses) needs a challenge issued at its dearer price (GET /auth/captcha?phone=).
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { messages } from '@shop/contracts';
import { CaptchaService } from './captcha.service';
import { ThrottleService } from './throttle.service';

const TEN_MINUTES_MS = 600_000;
export const captchaLimits = { issuedPerIp: 60, failedPerIp: 20 } as const;

/** Sends aimed at a phone in the window: counted, never refused here (the SMS cooldown and quota refuse), they set its price. */
export const phoneSends = (phone: string) => ({ bucket: `captcha-phone:${phone}`, max: 1_000_000, windowMs: TEN_MINUTES_MS });

@Injectable()
export class CaptchaGate {
  constructor(
    @Inject(CaptchaService) private readonly captchas: CaptchaService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  /**
   * Throws 400 captchaFailed for a wrong or used answer, 400 captchaTooCheap for a challenge issued
   * below the phone's price, 429 once the address failed too often.
   */
  async pass(captchaId: string, answer: string, ip: string, phone: string): Promise<void> {
    const failures = { bucket: `captcha-fail:ip:${ip}`, max: captchaLimits.failedPerIp, windowMs: TEN_MINUTES_MS };
    await this.throttle.take([failures], messages.auth.tooManyRequests);
    const cost = await this.captchas.solve(captchaId, answer);
    if (cost === null) throw new BadRequestException({ success: false, message: messages.auth.captchaFailed });
    await this.throttle.giveBack([failures]);
    // Only solved sends raise a phone's price: a stranger cannot make it dearer for free.
    const [sends] = await this.throttle.take([phoneSends(phone)], messages.auth.tooManyRequests);
    if (cost < this.captchas.costFor(sends!)) throw new BadRequestException({ success: false, message: messages.auth.captchaTooCheap });
  }
}
