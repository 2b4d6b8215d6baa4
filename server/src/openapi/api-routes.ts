// Every HTTP route the API serves, read from the controllers' own declarations: the modules the
// app mounts give the controllers, Nest's metadata gives each handler's path, method, status,
// guards, interceptors and validation pipes, and @ApiDoc / @ApiTag (api-doc.decorator.ts) add the
// summary, the answer's schema and the group. Nothing is listed by hand beside the controllers,
// so a route is declared in one place; openapi.unit.spec.ts fails while a route lacks a schema.
import 'reflect-metadata';
import { RequestMethod, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  MODULE_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { z } from 'zod';
import { apiModules, rootControllers } from '../app.module';
import { IdempotencyInterceptor } from '../http/idempotency.interceptor';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AuthGuard, OptionalAuthGuard } from '../modules/accounts/accounts.public';
import { API_DOC, API_TAG, type ApiDocSpec, type MediaAnswer, type RedirectAnswer } from './api-doc.decorator';

/** Who may call: anyone, anyone (a session adds to the answer), a signed-in member, or staff of these roles. */
export type RouteAccess = { kind: 'public' } | { kind: 'optional-session' } | { kind: 'member' } | { kind: 'staff'; roles: readonly string[] };

/** What a successful call answers: JSON by a contracts schema, a page, a file, or a redirect. */
export type RouteAnswer = { status: number; json: z.ZodType } | MediaAnswer | RedirectAnswer;

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api, in OpenAPI form: `/raffle/draw/{tubeId}`. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  form?: true;
  /** Takes an Idempotency-Key header (server/src/http/idempotency.interceptor.ts). */
  idempotent?: true;
  answer: RouteAnswer;
}

/** A route as Nest declares it, before its documentation is checked: what openapi.unit.spec.ts inspects. */
export interface DeclaredRoute {
  controller: Type;
  handler: string;
  method: ApiRoute['method'];
  path: string;
  doc: ApiDocSpec | undefined;
  tag: string | undefined;
  /** The handler's @Param, @Query and @Body arguments, each with the schema of its validation pipe (if any). */
  inputs: { part: 'params' | 'query' | 'body'; name: string | undefined; schema: z.ZodType | undefined }[];
}

const METHODS: Partial<Record<RequestMethod, ApiRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
};
const PARTS: Partial<Record<RouteParamtypes, DeclaredRoute['inputs'][number]['part']>> = {
  [RouteParamtypes.PARAM]: 'params',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.BODY]: 'body',
};

type ModuleEntry = Type | { module?: Type; imports?: unknown[]; controllers?: Type[] } | { forwardRef: () => ModuleEntry };

/** Every controller of the modules the app mounts (a module's imports followed), in mounting order. */
export function mountedControllers(): Type[] {
  const seen = new Set<unknown>();
  const controllers: Type[] = [...rootControllers];
  const visit = (entry: ModuleEntry | undefined): void => {
    if (entry && 'forwardRef' in entry) return visit(entry.forwardRef());
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const cls = typeof entry === 'function' ? entry : entry.module;
    const dynamic = typeof entry === 'function' ? {} : entry;
    const read = (key: string): unknown[] => (cls ? ((Reflect.getMetadata(key, cls) as unknown[] | undefined) ?? []) : []);
    for (const imported of [...read(MODULE_METADATA.IMPORTS), ...(dynamic.imports ?? [])]) visit(imported as ModuleEntry);
    for (const controller of [...read(MODULE_METADATA.CONTROLLERS), ...(dynamic.controllers ?? [])]) {
      if (!controllers.includes(controller as Type)) controllers.push(controller as Type);
    }
  };
  for (const module of apiModules) visit(module);
  return controllers;
}

/** "/raffle/draw/{tubeId}" from Nest's "raffle/draw" and ":tubeId". */
function openApiPath(base: unknown, path: unknown, where: string): string {
  if (typeof base !== 'string' || typeof path !== 'string') throw new Error(`${where}: only single string paths are supported`);
  return `/${[base, path].join('/')}`
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1')
    .replace(/:(\w+)/g, '{$1}');
}

/** Every handler of the mounted controllers, as Nest declares it. */
export function declaredRoutes(): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const controller of mountedControllers()) {
    const base: unknown = Reflect.getMetadata(PATH_METADATA, controller);
    const proto = controller.prototype as object;
    for (const handler of Object.getOwnPropertyNames(proto)) {
      const fn = Object.getOwnPropertyDescriptor(proto, handler)?.value as unknown;
      if (typeof fn !== 'function') continue;
      const path: unknown = Reflect.getMetadata(PATH_METADATA, fn);
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
      if (path === undefined || requestMethod === undefined) continue;
      const where = `${controller.name}.${handler}`;
      const method = METHODS[requestMethod];
      if (!method) throw new Error(`${where}: method ${RequestMethod[requestMethod]} is not documented`);
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
      const inputs: DeclaredRoute['inputs'] = [];
      for (const [key, arg] of Object.entries(args)) {
        const part = PARTS[Number(key.split(':')[0]) as RouteParamtypes];
        if (!part) continue;
        const pipe = arg.pipes?.find((p): p is ZodValidationPipe<z.ZodType> => p instanceof ZodValidationPipe);
        inputs.push({ part, name: typeof arg.data === 'string' ? arg.data : undefined, schema: pipe?.schema });
      }
      routes.push({
        controller,
        handler,
        method,
        path: openApiPath(base, path, where),
        doc: Reflect.getMetadata(API_DOC, fn) as ApiDocSpec | undefined,
        tag: Reflect.getMetadata(API_TAG, controller) as string | undefined,
        inputs,
      });
    }
  }
  return routes;
}

function access(controller: Type, fn: object): RouteAccess {
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, fn) as unknown[] | undefined) ?? []),
  ];
  if (guards.includes(AuthGuard)) {
    // AuthGuard reads @Roles from the handler first, then the controller.
    const roles = (Reflect.getMetadata('roles', fn) ?? Reflect.getMetadata('roles', controller)) as string[] | undefined;
    return roles?.length ? { kind: 'staff', roles: [...roles].sort() } : { kind: 'member' };
  }
  return guards.includes(OptionalAuthGuard) ? { kind: 'optional-session' } : { kind: 'public' };
}

/** The success status Nest sends: @HttpCode, else 201 for a POST and 200 for the rest. */
function nestStatus(fn: object, method: ApiRoute['method']): number {
  return (Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined) ?? (method === 'post' ? 201 : 200);
}

/** The schemas of one request part: the whole part's pipe, or one field per named argument (a path's params in path order). */
function partSchema(route: DeclaredRoute, part: 'params' | 'query'): z.ZodObject | undefined {
  const inputs = route.inputs.filter((i) => i.part === part && i.schema);
  if (!inputs.length) return undefined;
  const whole = inputs.find((i) => i.name === undefined);
  if (whole) return whole.schema as z.ZodObject;
  const order = (name: string | undefined) => route.path.indexOf(`{${name}}`);
  const sorted = part === 'params' ? [...inputs].sort((a, b) => order(a.name) - order(b.name)) : inputs;
  return z.object(Object.fromEntries(sorted.map((i) => [i.name!, i.schema!])));
}

/** A declared route with its documentation; throws for one without @ApiDoc or a tag (openapi.unit.spec.ts names them all). */
export function documentedRoute(route: DeclaredRoute): ApiRoute {
  const { doc, tag } = route;
  const where = `${route.controller.name}.${route.handler}`;
  if (!doc) throw new Error(`${where} has no @ApiDoc`);
  if (!(doc.tag ?? tag)) throw new Error(`${route.controller.name} has no @ApiTag`);
  const fn = route.controller.prototype[route.handler] as object;
  const answer: RouteAnswer = doc.answer instanceof z.ZodType ? { status: nestStatus(fn, route.method), json: doc.answer } : doc.answer;
  const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, fn) as unknown[] | undefined) ?? [];
  return {
    method: route.method,
    path: route.path,
    tag: (doc.tag ?? tag)!,
    summary: doc.summary,
    access: access(route.controller, fn),
    params: doc.params ?? partSchema(route, 'params'),
    query: partSchema(route, 'query'),
    body: doc.body ?? route.inputs.find((i) => i.part === 'body')?.schema,
    form: doc.form,
    idempotent: interceptors.includes(IdempotencyInterceptor) || undefined,
    answer,
  };
}

/**
 * Every route the API serves, documented, by tag, then path and method: a stable order (moving a
 * controller between modules changes nothing), and Swagger UI lists the tags as they first appear.
 */
export function apiRoutes(): ApiRoute[] {
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return declaredRoutes()
    .map(documentedRoute)
    .sort((a, b) => compare(a.tag, b.tag) || compare(a.path, b.path) || compare(a.method, b.method));
}
