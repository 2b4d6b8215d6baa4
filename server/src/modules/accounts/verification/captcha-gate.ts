// The captcha in front of every SMS code (code login, registration, reset, phone binding): a wrong
// answer counts against the address's allowance of failures, a right one gives its try back.
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { messages } from '@shop/contracts';
import { CaptchaService } from './captcha.service';
import { ThrottleService } from './throttle.service';

const TEN_MINUTES_MS = 600_000;
export const captchaLimits = { issuedPerIp: 60, failedPerIp: 20 } as const;

@Injectable()
export class CaptchaGate {
  constructor(
    @Inject(CaptchaService) private readonly captchas: CaptchaService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  /** Throws 400 captchaFailed for a wrong or used answer, 429 once the address failed too often. */
  async pass(captchaId: string, answer: string, ip: string): Promise<void> {
    const failures = { bucket: `captcha-fail:ip:${ip}`, max: captchaLimits.failedPerIp, windowMs: TEN_MINUTES_MS };
    await this.throttle.take([failures], messages.auth.tooManyRequests);
    if (!(await this.captchas.solve(captchaId, answer))) {
      throw new BadRequestException({ success: false, message: messages.auth.captchaFailed });
    }
    await this.throttle.giveBack([failures]);
  }
}
