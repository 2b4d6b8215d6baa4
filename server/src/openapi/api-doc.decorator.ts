// What a route says about itself for the OpenAPI document, next to its Nest declaration. Nest
// already knows the path and method (@Controller, @Get…), who may call (the guards and @Roles),
// the Idempotency-Key (the interceptor), the success status (@HttpCode, else Nest's default) and
// the request's schemas (the `validate(schema)` pipes of @Param, @Query and @Body):
// openapi-document.ts reads all of that from Nest's own metadata. @ApiDoc names only what Nest
// cannot know, @ApiTag the group a controller's routes are listed under.
import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/** A page or a file instead of JSON. */
export interface MediaAnswer {
  status: 200 | 201;
  media: 'text/html' | 'application/x-ndjson';
  schema: z.ZodType;
  description: string;
}

/** A redirect (the handler answers with `res.redirect`). */
export interface RedirectAnswer {
  status: 302 | 303;
  redirect: string;
}

export interface ApiDocSpec {
  summary: string;
  /** The group to list the route under, when not its controller's @ApiTag. */
  tag?: string;
  /** The success answer: a contracts schema of the JSON body (status as Nest sends it), a page or file, or a redirect. */
  answer: z.ZodType | MediaAnswer | RedirectAnswer;
  /**
   * The body's or the path parameters' schema, only for a handler that parses that part itself (to
   * answer bad input with a redirect, a page or a 404 rather than a 400); every other handler's
   * come from its validation pipes.
   */
  body?: z.ZodType;
  params?: z.ZodObject;
  /** Payment-gateway callbacks arrive as an HTML form post, not JSON. */
  form?: true;
}

export const API_DOC = 'shop:api-doc';
export const API_TAG = 'shop:api-tag';

export const ApiDoc = (spec: ApiDocSpec): MethodDecorator => SetMetadata(API_DOC, spec);
export const ApiTag = (tag: string): ClassDecorator => SetMetadata(API_TAG, tag);
