// Every route the app mounts is documented where it is declared (a request schema for each part it
// reads, a response schema), and the committed OpenAPI document is what those declarations
// generate now: a route added without its contract, or a contract changed without `npm run
// openapi`, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PATH_METADATA } from '@nestjs/common/constants';
import { apiRoutes, declaredRoutes, documentedRoute, mountedControllers } from './api-routes';
import { buildOpenApiDocument, OPENAPI_DOCUMENT_PATH, serializeOpenApiDocument } from './openapi-document';

const SERVER_SRC = resolve(__dirname, '..');
const where = (r: { controller: { name: string }; handler: string }) => `${r.controller.name}.${r.handler}`;

it('mounts every controller class under server/src, so the document misses none', async () => {
  const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => join(SERVER_SRC, f))
    .filter((f) => readFileSync(f, 'utf8').includes('@Controller('));
  const declared: string[] = [];
  for (const file of files) {
    for (const exported of Object.values((await import(file)) as Record<string, unknown>)) {
      if (typeof exported === 'function' && Reflect.getMetadata(PATH_METADATA, exported) !== undefined) declared.push(exported.name);
    }
  }
  expect(declared.length).toBeGreaterThan(50);
  expect(
    mountedControllers()
      .map((c) => c.name)
      .sort(),
  ).toEqual(declared.sort());
});

it('gives every route an @ApiDoc with a response schema, and its controller (or itself) a tag', () => {
  const routes = declaredRoutes();
  expect(routes.length).toBeGreaterThan(150);
  expect(routes.filter((r) => !r.doc).map(where)).toEqual([]);
  expect(routes.filter((r) => !(r.doc?.tag ?? r.tag)).map(where)).toEqual([]);
  for (const route of apiRoutes()) {
    const answer = route.answer;
    expect('json' in answer || 'media' in answer || 'redirect' in answer).toBe(true);
  }
});

it('takes a schema for every request part a route reads: its validation pipe, or @ApiDoc when the handler parses it itself', () => {
  const problems: string[] = [];
  for (const route of declaredRoutes()) {
    const doc = route.doc!;
    for (const input of route.inputs) {
      const named = input.part === 'body' ? doc.body : input.part === 'params' ? doc.params : undefined;
      if (!input.schema && !named) problems.push(`${where(route)}: @${input.part} without a validate(schema) pipe`);
      if (input.schema && named) problems.push(`${where(route)}: ${input.part} declared twice (pipe and @ApiDoc)`);
    }
    if (doc.body && !route.inputs.some((i) => i.part === 'body')) problems.push(`${where(route)}: @ApiDoc names a body it never reads`);
    const documented = documentedRoute(route);
    for (const [, param] of route.path.matchAll(/\{(\w+)\}/g)) {
      if (!documented.params?.shape[param]) problems.push(`${where(route)}: path parameter ${param} has no schema`);
    }
  }
  expect(problems).toEqual([]);
});

it('documents each method and path once, and the Idempotency-Key of the purchase routes', () => {
  const routes = apiRoutes();
  const keys = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(routes.filter((r) => r.idempotent).map((r) => `${r.method.toUpperCase()} ${r.path}`)).toContain('POST /orders');
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
