// The benches' HTTP client: node:http over kept-alive connections. The load runs on the machine the
// shop under test runs on, so what the client spends is taken from the shop: Node's fetch (undici
// behind WHATWG streams) took 0.37–0.56 of a core at 50 buyers, against 0.08–0.19 for this, for
// more purchases (docs/performance.md, 2026-11-29).
import { Agent, request } from 'node:http';

/** Every bench's connections: kept alive per origin, as browsers keep theirs. */
const agent = new Agent({ keepAlive: true });

export interface BenchAnswer {
  status: number;
  /** The body as sent (empty when there was none). */
  text: string;
}

export function benchRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<BenchAnswer> {
  const { method = 'GET', headers = {}, body } = init;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A request with a JSON body (when given) and a bearer token (when given); the answer's JSON ({} when empty). */
export async function benchJson(
  url: string,
  method: 'GET' | 'POST',
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await benchRequest(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} };
}
