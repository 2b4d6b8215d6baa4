// Builds the OpenAPI 3 document from the controllers' own route declarations (api-routes.ts) and
// the contracts' zod schemas, with @asteasolutions/zod-to-openapi. A schema exported by @shop/contracts becomes a named component
// (`loginRequestSchema` → `LoginRequest`), so the document reads in the contracts' own words.
import { OpenAPIRegistry, OpenApiGeneratorV3, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { resolve } from 'node:path';
import * as contracts from '@shop/contracts';
import { errorResponseSchema, idempotencyKeySchema } from '@shop/contracts';
import { z } from 'zod';
import { apiRoutes, type ApiRoute } from './api-routes';

/** Where the generated document is committed (the same depth from server/src and server/dist). */
export const OPENAPI_DOCUMENT_PATH = resolve(__dirname, '../../../docs/api/openapi.json');

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;

const BEARER = 'bearer';
/** The optional Idempotency-Key of a purchase: the same key and body answer the first result, another body 409. */
const idempotencyHeaders = z.object({
  'Idempotency-Key': idempotencyKeySchema.meta({
    description: 'One per purchase intent: a retry with the same key and body answers the first result; another body answers 409',
  }),
});

/**
 * A contracts schema as a named component: a copy carrying zod's `.meta({ id })`, which the
 * generator turns into a $ref. zod keeps ids in one registry per process and refuses a second
 * schema under the same id, so each copy is made once and kept.
 */
const componentCopies = new Map<z.ZodType, z.ZodType>();
let contractNames: Map<z.ZodType, string> | undefined;

function asComponent<T extends z.ZodType>(schema: T): T {
  contractNames ??= namesOfContracts();
  const name = contractNames.get(schema);
  if (!name) return schema;
  if (!componentCopies.has(schema)) componentCopies.set(schema, schema.meta({ id: name }));
  return componentCopies.get(schema) as T;
}

/** Contracts' exported schemas by instance, named after their export (the first name wins for aliases). */
function namesOfContracts(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [key, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType) || !key.endsWith('Schema') || names.has(value)) continue;
    names.set(value, key[0].toUpperCase() + key.slice(1, -'Schema'.length));
  }
  return names;
}

function accessNote(route: ApiRoute): string {
  switch (route.access.kind) {
    case 'public':
      return 'No session needed.';
    case 'optional-session':
      return 'No session needed; a bearer token adds the member’s view.';
    case 'member':
      return 'Needs a member session (bearer token).';
    case 'staff':
      return `Needs a staff session with role ${route.access.roles.join(' or ')}.`;
  }
}

function security(route: ApiRoute): RouteConfig['security'] {
  switch (route.access.kind) {
    case 'public':
      return [];
    case 'optional-session':
      return [{}, { [BEARER]: [] }];
    case 'member':
    case 'staff':
      return [{ [BEARER]: [] }];
  }
}

export function buildOpenApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();

  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    description: 'The token from POST /api/auth/login (or register, phone verify, identity providers).',
  });
  const error = asComponent(errorResponseSchema);

  for (const route of apiRoutes()) {
    const { answer } = route;
    const responses: Record<string, ResponseConfig> = {};
    if ('json' in answer) {
      responses[answer.status] = { description: 'Success', content: { 'application/json': { schema: asComponent(answer.json) } } };
    } else if ('media' in answer) {
      responses[answer.status] = { description: answer.description, content: { [answer.media]: { schema: asComponent(answer.schema) } } };
    } else {
      responses[answer.status] = { description: answer.redirect, headers: { Location: { schema: { type: 'string' } } } };
    }
    responses.default = { description: 'An error, with the message to show (zh-TW)', content: { 'application/json': { schema: error } } };

    const request: RouteConfig['request'] = {};
    if (route.params) request.params = route.params;
    if (route.query) request.query = route.query;
    if (route.idempotent) request.headers = idempotencyHeaders;
    if (route.body) {
      const media = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
      request.body = { required: true, content: { [media]: { schema: asComponent(route.body) } } };
    }

    registry.registerPath({
      method: route.method,
      path: route.path,
      tags: [route.tag],
      summary: route.summary,
      description: accessNote(route),
      security: security(route),
      request,
      responses,
    });
  }

  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Kuji shop API',
      version: '1.0.0',
      description:
        'The HTTP API of the online collectible-toy draw shop (ichiban kuji, gacha, blind box). Every schema comes from the zod contracts in contracts/; live updates travel over socket.io, not here.',
    },
    servers: [{ url: '/api' }],
  });
}

/** The document as committed at docs/api/openapi.json: stable key order, two-space indent, final newline. */
export function serializeOpenApiDocument(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
