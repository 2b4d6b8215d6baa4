// @Lean(): a handler served ahead of Express (http/lean-routes.ts), with everything else about it
// declared as for any Nest route. Its own file, so that controllers import it without the route table.
import { SetMetadata } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';

export const LEAN = 'shop:lean-route';

export const Lean = (): MethodDecorator => SetMetadata(LEAN, true);

/** The request a lean handler gets with @Req(): Node's own, with its path parameters and parsed body. */
export type LeanRequest = IncomingMessage & { params: Record<string, string>; body?: unknown; originalUrl?: string };
