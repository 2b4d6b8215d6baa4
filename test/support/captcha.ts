// Solves the shop's proof-of-work captcha (GET /api/auth/captcha) as the browser does, with Node's
// hashing: the answer to send as captcha_answer with its captcha_id.
import { createHash } from 'node:crypto';
import type { CaptchaResponse } from '@shop/contracts';

export function solveCaptcha({ captcha_id, challenge }: CaptchaResponse['data']): { captcha_id: string; captcha_answer: string } {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      return { captcha_id, captcha_answer: Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64') };
    }
  }
  throw new Error('captcha has no solution');
}
