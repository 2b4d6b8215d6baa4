// The buying routes ahead of Express (lean-routes.ts), over real HTTP on real PostgreSQL: a
// purchase never reaches Express yet answers with the headers and errors Express gave it, and a
// request the lean path does not match exactly still reaches the same handler through Express.
// The routes' own behaviour (guards, idempotency, validation, refusals) is the subject of their
// modules' specs and of test/invariants/bad-input, which run through this path too.
import { gzipSync } from 'node:zlib';
import { Controller, Post, Query, Res } from '@nestjs/common';
import { messages } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { DeclaredRoute } from '../openapi/api-routes';
import { assertLeanArguments, assertNoRival } from './lean-routes';

let testShop: TestShop;
let buyer: Buyer;

beforeAll(async () => {
  testShop = await startTestShop({ database: 'lean', client: false });
  await eventually(
    async () => (await testShop.api('/raffle/status/1002')).status,
    (status) => status === 200,
    { timeoutMs: 30_000 },
  );
  buyer = await createBuyer(testShop.shop, { tokens: 100_000 });
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

const purchase = { product_id: '1002', random_count: 1 };

function send(path: string, init: { body?: string | Blob; headers?: Record<string, string>; token?: string | null } = {}) {
  return fetch(`${testShop.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token !== null ? { authorization: `Bearer ${init.token ?? buyer.token}` } : {}),
      ...init.headers,
    },
    body: init.body ?? JSON.stringify(purchase),
  });
}

describe('a purchase on a lean route', () => {
  it('is answered without Express, with the correlation id and the security headers', async () => {
    const res = await send('/raffle/draw/multiple/1002-1', { headers: { 'x-correlation-id': 'lean-route-1234' } });
    expect(res.status).toBe(200);
    expect((await res.json()) as object).toMatchObject({ success: true, order: { status: 'completed', tube_id: '1002-1' } });
    // Express's res.json puts an ETag on every JSON answer; the lean path sends none.
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-correlation-id')).toBe('lean-route-1234');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('reaches the same handler through Express when the path is not matched exactly (a trailing slash)', async () => {
    const res = await send('/raffle/draw/multiple/1002-1/');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBeNull();
    expect((await res.json()) as object).toMatchObject({ success: true, order: { status: 'completed', tube_id: '1002-1' } });
  });

  it('reads a gzip-compressed body, as express.json does', async () => {
    const res = await send('/raffle/draw/multiple/1002-1', {
      body: new Blob([gzipSync(JSON.stringify(purchase))]),
      headers: { 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a body that is not JSON', { body: '{"product_id":' }, 400, messages.common.badRequest],
    ['a body over 100 KB', { body: JSON.stringify({ ...purchase, pad: 'x'.repeat(110_000) }) }, 413, messages.common.bodyTooLarge],
    ['an unknown content encoding', { headers: { 'content-encoding': 'zstd-x' } }, 415, messages.common.unsupportedEncoding],
    ['a malformed %-escape in the path', { path: '/raffle/draw/multiple/%E0%A4%A' }, 400, messages.common.badRequest],
    ['no session', { token: null }, 401, messages.auth.sessionExpired],
  ])(
    'answers %s as Express does',
    async (_, init: { body?: string; headers?: Record<string, string>; token?: null; path?: string }, status, message) => {
      const path = init.path ?? '/raffle/draw/multiple/1002-1';
      const lean = await send(path, init);
      expect(lean.status).toBe(status);
      expect(await lean.json()).toEqual({ success: false, message });
      // The trailing slash takes the same request through Express.
      const express = await send(`${path}/`, init);
      expect(express.headers.get('etag')).not.toBeNull();
      expect([express.status, await express.json()]).toEqual([status, { success: false, message }]);
    },
  );
});

describe('a lean handler', () => {
  it('may take only what the lean path provides: @Query or @Res is refused at start', () => {
    @Controller('x')
    class WithQuery {
      @Post()
      take(@Query('q') q: string): string {
        return q;
      }
    }
    @Controller('y')
    class WithResponse {
      @Post()
      take(@Res() res: unknown): unknown {
        return res;
      }
    }
    expect(() => assertLeanArguments(WithQuery, 'take')).toThrow('WithQuery.take is @Lean() but takes @QUERY()');
    expect(() => assertLeanArguments(WithResponse, 'take')).toThrow('WithResponse.take is @Lean() but takes @RESPONSE()');
  });

  it('may not share its requests with another route of the same method: the order Express would pick is refused at start', () => {
    class Buying {}
    const route = (path: string, method: DeclaredRoute['method'] = 'post', handler = 'buy') =>
      ({ controller: Buying, handler, method, path, doc: undefined, tag: undefined, inputs: [] }) as DeclaredRoute;
    const lean = route('/raffle/draw/{tubeId}');
    expect(() =>
      assertNoRival(lean, [lean, route('/raffle/draw/{tubeId}/extra', 'post', 'other'), route('/raffle/draw/x', 'get', 'other')]),
    ).not.toThrow();
    expect(() => assertNoRival(lean, [lean, route('/raffle/draw/lock', 'post', 'lock')])).toThrow(
      'Buying.buy is @Lean() but POST /raffle/draw/lock (Buying.lock) could match its requests too',
    );
  });
});
