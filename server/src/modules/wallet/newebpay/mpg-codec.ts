// NewebPay MPG (Version 2.0) message codec: TradeInfo is the URL-encoded parameters, AES-256-CBC
// encrypted with the merchant's HashKey / HashIV and hex-encoded; TradeSha is the upper-case
// SHA-256 of "HashKey=<key>&<TradeInfo>&HashIV=<iv>". NewebPay pads to 32-byte blocks (PKCS#7
// style with a block size of 32), so a pad byte may be up to 32, beyond what PKCS#7 over AES's
// 16-byte block allows: padding is therefore added and stripped here, not by the cipher.
import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

export interface MpgKeys {
  hashKey: string;
  hashIv: string;
}

const BLOCK = 32;

export class MpgCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MpgCodecError';
  }
}

function cipherKeys({ hashKey, hashIv }: MpgKeys): { key: Buffer; iv: Buffer } {
  const key = Buffer.from(hashKey, 'utf8');
  const iv = Buffer.from(hashIv, 'utf8');
  if (key.length !== 32 || iv.length !== 16) throw new MpgCodecError('HashKey must be 32 bytes and HashIV 16 bytes');
  return { key, iv };
}

/** The parameters as NewebPay's PHP sample encodes them (http_build_query). */
export function toQueryString(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

export function encryptTradeInfo(plain: string, keys: MpgKeys): string {
  const { key, iv } = cipherKeys(keys);
  const data = Buffer.from(plain, 'utf8');
  const pad = BLOCK - (data.length % BLOCK);
  const cipher = createCipheriv('aes-256-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([data, Buffer.alloc(pad, pad)])), cipher.final()]).toString('hex');
}

export function decryptTradeInfo(tradeInfo: string, keys: MpgKeys): string {
  const { key, iv } = cipherKeys(keys);
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(tradeInfo)) throw new MpgCodecError('TradeInfo is not whole AES blocks of hex');
  const decipher = createDecipheriv('aes-256-cbc', key, iv).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(tradeInfo, 'hex')), decipher.final()]);
  const pad = plain[plain.length - 1];
  if (pad < 1 || pad > BLOCK || pad > plain.length || !plain.subarray(plain.length - pad).every((b) => b === pad)) {
    throw new MpgCodecError('TradeInfo padding is invalid');
  }
  return plain.subarray(0, plain.length - pad).toString('utf8');
}

export function tradeSha(tradeInfo: string, keys: MpgKeys): string {
  return createHash('sha256').update(`HashKey=${keys.hashKey}&${tradeInfo}&HashIV=${keys.hashIv}`).digest('hex').toUpperCase();
}

/** Constant-time check of a TradeSha against the TradeInfo it claims to sign. */
export function verifyTradeSha(tradeInfo: string, claimed: string, keys: MpgKeys): boolean {
  const expected = Buffer.from(tradeSha(tradeInfo, keys), 'utf8');
  const given = Buffer.from(claimed.toUpperCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
