// The HTTP SMS adapter against a real HTTP server on loopback: what it sends, and failures.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender, SmsSendFailed } from './sms-sender';

let server: Server;
let url: string;
const received: Array<{ auth?: string; body: unknown }> = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(status).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});

afterAll(() => new Promise((r) => server.close(r)));

describe('the HTTP SMS sender', () => {
  it('posts the phone and message with the provider key', async () => {
    await new HttpSmsSender(url, 'key-123').send('0912345678', '您的驗證碼為 123456');
    expect(received.at(-1)).toEqual({ auth: 'Bearer key-123', body: { to: '0912345678', message: '您的驗證碼為 123456' } });
  });

  it('fails clearly when the provider refuses or cannot be reached', async () => {
    status = 500;
    await expect(new HttpSmsSender(url, 'key-123').send('0912345678', 'x')).rejects.toThrow(SmsSendFailed);
    await expect(new HttpSmsSender('http://127.0.0.1:1/sms', 'k', 2000).send('0912345678', 'x')).rejects.toThrow(SmsSendFailed);
  });
});
