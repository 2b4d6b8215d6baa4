// What a developer would otherwise read off a phone: the last SMS per phone. Filled only while the console SMS sender is in use (no SMS provider
// configured); tests read codes and captcha answers here. Never reachable over HTTP.
const MAX_ENTRIES = 1000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

const messagesByPhone = new Map<string, string>();

export const devOutbox = {
  recordSms(phone: string, message: string): void {
    remember(messagesByPhone, phone, message);
  },
  lastSms(phone: string): string | undefined {
    return messagesByPhone.get(phone);
  },
  /** The 6-digit code in the last SMS sent to the phone. */
  lastCode(phone: string): string | undefined {
    return messagesByPhone.get(phone)?.match(/\d{6}/)?.[0];
  },
};
