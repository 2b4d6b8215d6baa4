// The buying routes served ahead of Express. A controller handler marked @Lean() keeps its Nest
// declaration — path, guards, interceptors, validation pipes, @HttpCode, @ApiDoc — and Nest's own
// ExternalContextCreator runs those guards, interceptors and pipes (as it does for gateways), but
// the request never enters Express: no router walk over every route, no Express request and
// response objects, no middleware chain. Measured on the purchase, Express and its middlewares were
// a third of the API's CPU (docs/architecture.md, "The buying routes ahead of Express").
//
// What Express did for these routes is done here with the same parts: the correlation id, the
// security headers, body-parser's JSON parser with Nest's options, and the exception filter's
// answers (errorAnswer). Answers are not compressed: a purchase's JSON is a few hundred bytes to a
// few kilobytes. A request the lean path does not match exactly (another method, a trailing slash,
// another case) goes on to Express, where the same handler serves it.
import { RequestMethod, type Type } from '@nestjs/common';
import { CUSTOM_ROUTE_ARGS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ExternalContextCreator, ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'body-parser';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { declaredRoutes, type DeclaredRoute } from '../openapi/api-routes';
import { errorAnswer } from './http-exception.filter';
import { LEAN, type LeanRequest } from './lean.decorator';
import { correlationId } from './request-metadata';
import { securityHeaders } from './security-headers';

/** What a lean handler may take: its path parameters, body, headers and request (and custom decorators such as @CurrentUser). */
const SUPPORTED = new Set([RouteParamtypes.PARAM, RouteParamtypes.BODY, RouteParamtypes.HEADERS, RouteParamtypes.REQUEST]);

interface LeanRoute {
  method: string;
  /** The path under /api as a pattern, its parameters captured in order. */
  pattern: RegExp;
  names: string[];
  status: number;
  run: (req: LeanRequest, res: ServerResponse) => Promise<unknown>;
}

/** The argument Nest would pass for a built-in parameter decorator, read from Node's own request. */
const paramsFactory = {
  exchangeKeyForValue(type: number, data: unknown, [req]: [LeanRequest]): unknown {
    switch (type as RouteParamtypes) {
      case RouteParamtypes.REQUEST:
        return req;
      case RouteParamtypes.BODY:
        return typeof data === 'string' ? (req.body as Record<string, unknown> | undefined)?.[data] : req.body;
      case RouteParamtypes.PARAM:
        return typeof data === 'string' ? req.params[data] : req.params;
      case RouteParamtypes.HEADERS:
        return typeof data === 'string' ? req.headers[data.toLowerCase()] : req.headers;
      default:
        return undefined;
    }
  },
};

/** Checks a lean handler takes only what the lean path provides; throws at start otherwise. */
export function assertLeanArguments(controller: Type, handler: string): void {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(args)) {
    if (key.includes(CUSTOM_ROUTE_ARGS_METADATA)) continue;
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    if (!SUPPORTED.has(type))
      throw new Error(
        `${controller.name}.${handler} is @Lean() but takes @${RouteParamtypes[type]}(): a lean handler takes only @Param, @Body, @Headers, @Req and custom decorators, and returns its answer`,
      );
  }
}

/**
 * Nest's ExternalContextCreator, finding a controller's module: it looks a host up among the
 * modules' providers (a gateway is one), and without its module it would find none of the guards
 * and interceptors the controller names.
 */
function controllerContexts(app: NestExpressApplication): ExternalContextCreator {
  const modules = app.get(ModulesContainer);
  return Object.create(app.get(ExternalContextCreator), {
    getContextModuleKey: {
      value: (controller: Type): string => {
        const key = [...modules.entries()].find(([, module]) => module.controllers.has(controller))?.[0];
        if (!key) throw new Error(`${controller.name} is in no module the app mounts`);
        return key;
      },
    },
  }) as ExternalContextCreator;
}

/** A path parameter's segment in a declared route's path: `{tubeId}`. */
const PARAM = /^\{(\w+)\}$/;

/** Whether one request path could match both routes ("/a/{x}" and "/a/b"): Express's order would decide between them. */
function overlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  return x.length === y.length && x.every((segment, i) => segment === y[i] || PARAM.test(segment) || PARAM.test(y[i]!));
}

/** Refuses, at start, a lean route whose requests another route of the same method could also match. */
export function assertNoRival(route: DeclaredRoute, declared: DeclaredRoute[]): void {
  const rival = declared.find((other) => other !== route && other.method === route.method && overlap(other.path, route.path));
  if (rival)
    throw new Error(
      `${route.controller.name}.${route.handler} is @Lean() but ${route.method.toUpperCase()} ${rival.path} (${rival.controller.name}.${rival.handler}) could match its requests too`,
    );
}

function leanRoutes(app: NestExpressApplication): LeanRoute[] {
  const contexts = controllerContexts(app);
  const declared = declaredRoutes();
  return declared
    .filter((route) => Reflect.getMetadata(LEAN, route.controller.prototype[route.handler] as object) === true)
    .map((route) => {
      assertLeanArguments(route.controller, route.handler);
      assertNoRival(route, declared);
      const instance = app.get<object>(route.controller, { strict: false });
      const callback = (instance as Record<string, (...args: unknown[]) => unknown>)[route.handler]!;
      const names: string[] = [];
      const source = `/api${route.path}`
        .split('/')
        .map((part) => {
          const name = PARAM.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('/');
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, callback) as RequestMethod;
      return {
        method: RequestMethod[requestMethod],
        pattern: new RegExp(`^${source}$`),
        names,
        status: (Reflect.getMetadata(HTTP_CODE_METADATA, callback) as number | undefined) ?? (requestMethod === RequestMethod.POST ? 201 : 200),
        // Guards, interceptors and pipes as the controller declares them; errors come back to us.
        run: contexts.create(instance, callback, route.handler, ROUTE_ARGS_METADATA, paramsFactory, undefined, undefined, {
          guards: true,
          interceptors: true,
          filters: false,
        }) as LeanRoute['run'],
      };
    });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * Puts the @Lean() handlers in front of the server's other request listeners (Express, and
 * socket.io's engine in front of it). Call after `app.init()`.
 */
export function serveLeanRoutes(app: NestExpressApplication, server: Server, config: Config, logger: Logger): void {
  const routes = leanRoutes(app);
  if (!routes.length) return;
  const headers = securityHeaders(config);
  // express.json() as Nest registers it: the same limit, charsets, encodings and errors.
  const parseJson = json();
  const others = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');

  const serve = (route: LeanRoute, match: RegExpExecArray, req: LeanRequest, res: ServerResponse): void => {
    const fail = (error: unknown) => {
      const { status, body } = errorAnswer(error, logger, { path: req.url, correlationId: req.headers['x-correlation-id'] });
      if (!res.headersSent) send(res, status, body);
    };
    try {
      req.params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    } catch {
      // A malformed %-escape: Express answers 400 for it too.
      return fail(Object.assign(new URIError('bad path'), { status: 400, expose: true }));
    }
    req.originalUrl = req.url;
    correlationId(req, res, () =>
      headers(req, res, () =>
        parseJson(req, res, (error?: unknown) => {
          if (error) return fail(error);
          route.run(req, res).then((answer) => send(res, route.status, answer), fail);
        }),
      ),
    );
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const path = url.includes('?') ? url.slice(0, url.indexOf('?')) : url;
    for (const route of routes) {
      const match = req.method === route.method ? route.pattern.exec(path) : null;
      if (match) return serve(route, match, req as LeanRequest, res);
    }
    for (const listener of others) listener.call(server, req, res);
  });
}
