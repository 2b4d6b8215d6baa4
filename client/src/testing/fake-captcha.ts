// A captcha reply for unit specs: a tiny proof of work (the number is 3) and the answer the
// client must send for it.
const challenge = {
  algorithm: 'SHA-256' as const,
  // hex(SHA-256('salt-1' + '3'))
  challenge: 'e88eaba4b898d561109c7045c93ab736ef763d49fa6c9d733195d2826188bc66',
  maxnumber: 10,
  salt: 'salt-1',
  signature: 'cap-1',
};

export const fakeCaptcha = { success: true, data: { captcha_id: 'cap-1', challenge, expires_in: 300 } };
export const fakeCaptchaAnswer = btoa(JSON.stringify({ ...challenge, number: 3 }));
/** A challenge with no number that solves it: the check fails. */
export const unsolvableCaptcha = { success: true, data: { ...fakeCaptcha.data, challenge: { ...challenge, challenge: '00'.repeat(32) } } };
