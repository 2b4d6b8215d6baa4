// Test helper: a fetch stand-in answering /api calls from a route handler (jsdom has no fetch).

export interface FakeReply {
  status: number;
  body?: unknown;
}

export function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text)),
  } as unknown as Response;
}

export type FakeHandler = (request: { method: string; path: string; body: unknown; headers: Record<string, string> }) => FakeReply;

/** Replaces global fetch; returns the jest mock so calls can be inspected. */
export function installFakeApi(handler: FakeHandler): jest.Mock {
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const reply = handler({
      method: init.method ?? 'GET',
      path: url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    return fakeResponse(reply.status, reply.body);
  });
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}
