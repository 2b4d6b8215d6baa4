// The committed OpenAPI document is what the registry generates now, and the registry covers
// exactly the routes the controllers serve: a route added without its contract fails here.
import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { IdempotencyInterceptor } from '../http/idempotency.interceptor';
import { apiRoutes } from './api-routes';
import { buildOpenApiDocument, OPENAPI_DOCUMENT_PATH, serializeOpenApiDocument } from './openapi-document';

const SERVER_SRC = resolve(__dirname, '..');

/** "METHOD /path/{param}" for every handler of every @Controller class under server/src (or only those taking an Idempotency-Key). */
async function controllerRoutes(only: 'all' | 'idempotent' = 'all'): Promise<string[]> {
  const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => join(SERVER_SRC, f))
    .filter((f) => readFileSync(f, 'utf8').includes('@Controller('));
  expect(files.length).toBeGreaterThan(20);
  const routes: string[] = [];
  for (const file of files) {
    for (const exported of Object.values((await import(file)) as Record<string, unknown>)) {
      if (typeof exported !== 'function') continue;
      const base: unknown = Reflect.getMetadata(PATH_METADATA, exported);
      if (base === undefined) continue;
      const proto = (exported as { prototype: object }).prototype;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
        if (typeof handler !== 'function') continue;
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (path === undefined || method === undefined) continue;
        const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];
        if (only === 'idempotent' && !interceptors.includes(IdempotencyInterceptor)) continue;
        if (typeof base !== 'string' || typeof path !== 'string')
          throw new Error(`${relative(SERVER_SRC, file)} ${name}: only single string paths are supported`);
        const full = `/${[base, path].join('/')}`
          .replace(/\/+/g, '/')
          .replace(/(.)\/$/, '$1')
          .replace(/:(\w+)/g, '{$1}');
        routes.push(`${RequestMethod[method as RequestMethod]} ${full}`);
      }
    }
  }
  return routes.sort();
}

it('documents every controller route, and no other', async () => {
  const documented = apiRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
  expect(new Set(documented).size).toBe(documented.length);
  expect(documented).toEqual(await controllerRoutes());
});

it('documents the Idempotency-Key of exactly the routes that take one', async () => {
  const documented = apiRoutes
    .filter((r) => r.idempotent)
    .map((r) => `${r.method.toUpperCase()} ${r.path}`)
    .sort();
  expect(documented).toEqual(await controllerRoutes('idempotent'));
  expect(documented).toContain('POST /orders');
});

it('has docs/api/openapi.json as a fresh generation would write it (run `npm run openapi` after changing a route or contract)', () => {
  const committed = readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8');
  const fresh = serializeOpenApiDocument(buildOpenApiDocument());
  // Compared as text first so the failure says "stale" rather than dumping two 200 kB objects.
  if (committed !== fresh) {
    expect(JSON.parse(committed)).toEqual(JSON.parse(fresh));
    throw new Error('docs/api/openapi.json differs from a fresh generation only in formatting: run `npm run openapi`');
  }
});
