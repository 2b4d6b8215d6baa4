// Request bodies a hostile or broken client sends, as raw HTTP: too large,
// compressed with an encoding the shop does not speak or compressed wrongly, malformed JSON, an
// unknown charset. Each is a 4xx with the shop's zh-TW error body, never a 500.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startTestShop, type TestShop } from '../support/shop-server';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ database: 'badbodies', client: false });
});

afterAll(async () => {
  await shop?.close();
});

/** One raw POST: exactly these headers and bytes, nothing a client library would fix up. */
function rawPost(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; json: { success?: unknown; message?: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = request(`${shop.url}/api${path}`, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = {};
        try {
          json = JSON.parse(text) as object;
        } catch {
          json = { unparsed: text.slice(0, 200) };
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    // The shop may answer and close before reading a large body; its answer is what counts.
    req.on('error', reject);
    req.end(body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
const login = (password: string) => Buffer.from(JSON.stringify({ phone: '0912345678', password }));
const refusal = (status: number, message: string) => ({ status, json: { success: false, message } });

describe('a body over the limit', () => {
  it('answers 413 請求內容過大 for JSON', async () => {
    expect(await rawPost('/auth/login', JSON_TYPE, login('x'.repeat(2_000_000)))).toEqual(refusal(413, '請求內容過大'));
  });

  it('answers 413 請求內容過大 for a form post', async () => {
    expect(await rawPost('/recharge/notify', FORM_TYPE, Buffer.from(`TradeInfo=${'a'.repeat(2_000_000)}`))).toEqual(refusal(413, '請求內容過大'));
  });

  it('answers 413 請求內容過大 when it is small compressed and too large inflated', async () => {
    expect(await rawPost('/auth/login', { ...JSON_TYPE, 'content-encoding': 'gzip' }, gzipSync(login(' '.repeat(20_000_000))))).toEqual(
      refusal(413, '請求內容過大'),
    );
  });
});

describe('Content-Encoding', () => {
  it('reads a body compressed correctly with gzip', async () => {
    const res = await rawPost('/auth/login', { ...JSON_TYPE, 'content-encoding': 'gzip' }, gzipSync(login('wrong-password')));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.message).not.toBe('請求格式錯誤');
  });

  it.each(['compress', 'x-unknown', 'gzip, zstd'])('answers 415 for the unsupported encoding %s', async (encoding) => {
    expect(await rawPost('/auth/login', { ...JSON_TYPE, 'content-encoding': encoding }, login('p'))).toEqual(refusal(415, '不支援的內容編碼'));
  });

  it.each(['gzip', 'deflate', 'br'])('answers 400 請求格式錯誤 for a body that is not valid %s', async (encoding) => {
    expect(await rawPost('/auth/login', { ...JSON_TYPE, 'content-encoding': encoding }, Buffer.from('this is not compressed at all'))).toEqual(
      refusal(400, '請求格式錯誤'),
    );
  });

  it('answers 400 請求格式錯誤 for a gzip stream cut short', async () => {
    const whole = gzipSync(login('p'.repeat(5000)));
    expect(await rawPost('/auth/login', { ...JSON_TYPE, 'content-encoding': 'gzip' }, whole.subarray(0, whole.length - 20))).toEqual(
      refusal(400, '請求格式錯誤'),
    );
  });
});

describe('a body that does not parse', () => {
  it.each(['{"phone":', '{phone: 1}', '\u0000', '[1,2', '"just a string'])('answers 400 請求格式錯誤 for malformed JSON %j', async (text) => {
    expect(await rawPost('/auth/login', JSON_TYPE, Buffer.from(text))).toEqual(refusal(400, '請求格式錯誤'));
  });

  it('answers 415 for a charset the shop does not read', async () => {
    expect(await rawPost('/auth/login', { 'content-type': 'application/json; charset=klingon' }, login('p'))).toEqual(
      refusal(415, '不支援的內容編碼'),
    );
  });
});
