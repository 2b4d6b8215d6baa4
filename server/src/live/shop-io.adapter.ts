// socket.io server settings: the origin check on the handshake, and the Redis adapter when
// REDIS_URL is set so that several API processes serve one audience.
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/** A browser may connect from the page's own origin or one listed in ALLOWED_ORIGINS. */
export function originAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: string[]): boolean {
  const origin = req.headers.origin;
  // No Origin header: not a browser page (server-side clients, benchmarks); nothing to forge.
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export class ShopIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;
  private readonly closers: Array<() => Promise<unknown>> = [];

  constructor(
    app: INestApplicationContext,
    private readonly allowedOrigins: string[],
  ) {
    super(app);
  }

  async connectToRedis(url: string, key: string): Promise<void> {
    const pub = createClient({ url });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    this.adapterConstructor = createAdapter(pub, sub, { key });
    this.closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      allowRequest: (req: IncomingMessage, callback: (err: string | null, success: boolean) => void) =>
        callback(null, originAllowed(req, this.allowedOrigins)),
    });
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.closers.map((c) => c().catch(() => undefined)));
  }
}
