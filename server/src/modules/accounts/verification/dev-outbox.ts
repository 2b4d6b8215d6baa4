// What a developer would otherwise read off a phone or the screen: the last SMS per phone and the
// answers of captchas. Filled only while the console SMS sender is in use (no SMS provider
// configured); tests read codes and captcha answers here. Never reachable over HTTP.
const MAX_ENTRIES = 1000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

const messagesByPhone = new Map<string, string>();
const captchaAnswers = new Map<string, string>();

export const devOutbox = {
  recordSms(phone: string, message: string): void {
    remember(messagesByPhone, phone, message);
  },
  recordCaptcha(captchaId: string, answer: string): void {
    remember(captchaAnswers, captchaId, answer);
  },
  lastSms(phone: string): string | undefined {
    return messagesByPhone.get(phone);
  },
  /** The 6-digit code in the last SMS sent to the phone. */
  lastCode(phone: string): string | undefined {
    return messagesByPhone.get(phone)?.match(/\d{6}/)?.[0];
  },
  captchaAnswer(captchaId: string): string | undefined {
    return captchaAnswers.get(captchaId);
  },
};
