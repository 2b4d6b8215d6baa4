// Assembles the API process: infrastructure, Nest app, socket.io, static client, projections (in
// a worker thread) and the demo seed. main.ts runs it; integration tests start the very same thing.
import { PurchaseRecovery } from './purchases/purchase-recovery';
import { PurchaseCore } from './purchases/purchase-core';
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relative, resolve, sep } from 'node:path';
import compression from 'compression';
import { blindboxIdParamSchema, constants, dailyOrder, drawCodeParamSchema, gachaIdParamSchema, tubeIdParamSchema } from '@shop/contracts';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { Config } from './config/config';
import { HttpExceptionFilter } from './http/http-exception.filter';
import { serveLeanRoutes } from './http/lean-routes';
import { correlationId } from './http/request-metadata';
import { openInfrastructure, type OpenInfrastructure } from './infrastructure';
import { liveMessages } from './live/live-messages';
import { LiveGateway } from './live/live.gateway';
import { ShopIoAdapter } from './live/shop-io.adapter';
import { NestPinoLogger } from './logger';
import { seedDemoCatalogue } from './demo/seed-demo-catalogue';
import { carryOverAddresses } from './modules/addresses/addresses.public';
import { BlindboxReader, seedDemoBlindboxes } from './modules/blindbox/blindbox.public';
import { ProductsReader } from './modules/catalogue/catalogue.public';
import { ContentReader, seedDemoContent } from './modules/content/content.public';
import { seedDemoShop } from './modules/shop/shop.public';
import { DEMO_SOLD_OUT_TUBE, seedDemoSoldOutTube, TubeBoardReader, toTubeInfo } from './modules/ichiban/ichiban.public';
import { AccountDirectory } from './modules/accounts/accounts.public';
import { BeaconRounds } from './modules/fairness/fairness.public';
import { GachaDrawSweeper, GachaMachineReader } from './modules/gacha/gacha.public';
import { PublicDrawResultReader } from './modules/orders/orders.public';
import { serveApiDocs } from './openapi/api-docs';
import { clientPagePolicy, securityHeaders } from './http/security-headers';
import { clientPages, type FirstViewReaders } from './http/route-preloads';
import { MPG_AUTO_SUBMIT_JS, MPG_AUTO_SUBMIT_PATH } from './modules/wallet/wallet.public';

const CLIENT_DIST = resolve(__dirname, '../../client/dist');
/** Longer than nginx's and load balancers' idle upstream connections (60 s), as they expect of a backend. */
const KEEP_ALIVE_MS = 65_000;

export interface RunningShop {
  url: string;
  port: number;
  infra: OpenInfrastructure;
  /** The app's CommandBus, for tests and tools that run a command the way a controller does. */
  commands: CommandBus;
  /** The purchase recovery, for tests that run a pass on demand. */
  recovery: PurchaseRecovery;
  /** The purchase core, for tests that watch the orders it is running. */
  purchases: PurchaseCore;
  /** The beacon rounds the shop names and waits for, for tests that lay out or reveal outside a request. */
  beaconRounds: BeaconRounds;
  /** The gacha draw sweeper, for tests that run a sweep on demand. */
  gachaDraws: GachaDrawSweeper;
  close(): Promise<void>;
}

export async function startShop(config: Config, logger: Logger): Promise<RunningShop> {
  let gateway: LiveGateway | undefined;
  // The projections run in a worker thread (unless PROJECTION_THREAD=main): HTTP requests queued on this
  // event loop never wait in front of them.
  const infra = await openInfrastructure(
    config,
    logger,
    {
      onCommitted: (changes) => {
        for (const m of liveMessages(changes, new Date())) gateway?.publish(m);
      },
    },
    config.PROJECTION_THREAD,
  );
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ ...infra, config }), {
      logger: new NestPinoLogger(logger),
    });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new HttpExceptionFilter(logger));
    app.use(correlationId);
    app.disable('x-powered-by');
    // Only the reverse proxy's X-Forwarded-For counts (req.ip feeds the per-IP limits).
    app.set('trust proxy', config.TRUST_PROXY);
    app.use(securityHeaders(config));
    // gzip for the API's JSON and the static client (socket.io's engine answers its own requests
    // before Express sees them; no route streams, so nothing waits on a compressor's buffer).
    app.use(compression());
    const io = new ShopIoAdapter(app, config.ALLOWED_ORIGINS);
    if (config.REDIS_URL) await io.connectToRedis(config.REDIS_URL, config.REDIS_KEY);
    app.useWebSocketAdapter(io);
    serveApiDocs(app);
    serveAutoSubmit(app);
    serveClient(app, config, logger);

    await app.init();
    gateway = app.get(LiveGateway);
    const carried = await carryOverAddresses(infra.dataSource, infra.eventStore);
    if (carried) logger.info({ members: carried }, 'address books carried over to events');

    if (config.PROJECTIONS === 'inline') await infra.runner.start();
    if (config.SEED_DEMO) {
      const seeded = await seedDemoCatalogue(infra.dataSource, infra.eventStore, app.get(BeaconRounds));
      if (seeded) logger.info({ products: seeded }, 'demo catalogue seeded');
      if (await seedDemoSoldOutTube(infra.dataSource, infra.eventStore, app.get(CommandBus), app.get(AccountDirectory)))
        logger.info(DEMO_SOLD_OUT_TUBE, 'demo tube sold out and revealed');
      const boxes = await seedDemoBlindboxes(infra.dataSource, infra.eventStore, app.get(BeaconRounds));
      if (boxes) logger.info({ packages: boxes }, 'demo blind boxes seeded');
      if (await seedDemoContent(infra.dataSource)) logger.info('demo content seeded');
      if (await seedDemoShop(infra.eventStore)) logger.info('demo shop seeded');
    }

    const http = app.getHttpServer() as Server;
    // Idle keep-alive connections stay open longer than a proxy or client keeps them (Node closes them
    // after 5 s, and a request sent on a connection the server is closing meanwhile is reset).
    http.keepAliveTimeout = KEEP_ALIVE_MS;
    http.headersTimeout = KEEP_ALIVE_MS + 1_000;
    // The buying routes (@Lean) go ahead of Express: http/lean-routes.ts.
    serveLeanRoutes(app, http, config, logger);
    await app.listen(config.PORT, config.HOST);
    const port = (http.address() as AddressInfo).port;
    const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
    return {
      url: `http://${host}:${port}`,
      port,
      infra,
      commands: app.get(CommandBus),
      recovery: app.get(PurchaseRecovery),
      purchases: app.get(PurchaseCore),
      beaconRounds: app.get(BeaconRounds),
      gachaDraws: app.get(GachaDrawSweeper),
      async close() {
        await app.close().catch((err) => logger.warn({ err }, 'error closing app'));
        await infra.close();
      },
    };
  } catch (error) {
    await infra.close();
    throw error;
  }
}

/** The payment form's submit, as a file: the Content-Security-Policy runs no inline script. */
function serveAutoSubmit(app: NestExpressApplication): void {
  (app.getHttpAdapter().getInstance() as Express).get(MPG_AUTO_SUBMIT_PATH, (_req: Request, res: Response) => {
    res.type('text/javascript').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(MPG_AUTO_SUBMIT_JS);
  });
}

function serveClient(app: NestExpressApplication, config: Config, logger: Logger): void {
  if (!existsSync(CLIENT_DIST)) {
    logger.warn({ CLIENT_DIST }, 'client not built: run `npm run build` to serve the shop pages');
    return;
  }
  app.useStaticAssets(CLIENT_DIST, {
    index: false,
    setHeaders(res, path) {
      // Vite names every file under assets/ by its content hash: it never changes, so keep it a
      // year. The page and the service worker must be re-checked every time, or a release would
      // not reach returning visitors; the rest (icons, manifest) may be an hour old.
      const name = relative(CLIENT_DIST, path).split(sep).join('/');
      if (name.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (name === 'index.html' || name === 'sw.js') res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const pageFor = clientPages(CLIENT_DIST, firstViewReaders(app));
  const policy = clientPagePolicy(config, pageFor.styleHashes);
  // Client-side routes: any other GET outside /api, /socket.io and /assets gets the app's page (a
  // missing asset is a 404, never a page that could be cached for a year as script).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || ['/api', '/socket.io', '/assets/'].some((p) => req.path.startsWith(p))) return next();
    pageFor(req.path).then((html) => {
      policy(req, res, () => {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(html);
      });
    }, next);
  });
}

/** The first tiles home's first view paints: the two rows a phone shows above the fold. */
const HOME_FIRST_TILES = 4;

/**
 * Home's banners and first product page, the buying screens' products and a draw code's result, as their
 * public routes answer a visitor (GET /api/banners, /api/products?page=1&limit=40, /api/products/{id},
 * /api/gacha/product/{id}, /api/blindbox/product/{id}, /api/raffle/public/result/{code}).
 */
function firstViewReaders(app: NestExpressApplication): FirstViewReaders {
  const content = app.get(ContentReader);
  const products = app.get(ProductsReader);
  const blindboxes = app.get(BlindboxReader);
  const tubes = app.get(TubeBoardReader);
  const machines = app.get(GachaMachineReader);
  const draws = app.get(PublicDrawResultReader);
  return {
    // The client asks for the first page with these parameters, in this order (features/home/api/get-products.ts).
    home: async () => {
      const limit = constants.catalog.productsPerPage;
      const [banners, page] = await Promise.all([content.banners(), products.list({ page: 1, limit, format: 'full' })]);
      if (!('data' in page)) return null;
      const list = Array.isArray(banners) ? banners : banners.banners;
      // The carousel's first slide: today's order, as the client's carousel takes it.
      const first = dailyOrder(list, new Date())[0];
      return {
        answers: { '/banners': banners, [`/products?page=1&limit=${limit}`]: page },
        name: '',
        image: first?.image_url ?? null,
        tiles: page.data.slice(0, HOME_FIRST_TILES).map((p) => ({ name: p.name, image: p.image_url, price: p.discount_price ?? p.price })),
      };
    },
    'ichiban-product': async (id) => {
      if (!tubeIdParamSchema.safeParse(id).success) return null;
      const [data, rows] = await Promise.all([products.product(id), tubes.byProduct(id)]);
      if (!data) return null;
      // A product without tubes is a 404 on its own route: left for the client to ask.
      const status = rows.length ? { [`/raffle/status/${id}`]: { success: true, tubes: rows.map((row) => toTubeInfo(row, new Date())) } } : {};
      return { answers: { [`/products/${id}`]: { success: true, data }, ...status }, name: data.name, image: data.images[0] ?? data.image_url };
    },
    'blindbox-product': async (id) => {
      if (!blindboxIdParamSchema.safeParse(id).success) return null;
      const data = await blindboxes.product(id);
      return data && { answers: { [`/blindbox/product/${id}`]: { success: true, data } }, name: data.name, image: data.image_url };
    },
    // A visitor's answer (no collection): the client uses it only when no member is signed in.
    'gacha-product': async (id) => {
      if (!gachaIdParamSchema.safeParse(id).success) return null;
      const answer = await machines.product(id, undefined);
      return answer && { answers: { [`/gacha/product/${id}`]: answer }, name: answer.product.name, image: answer.product.image_url };
    },
    'draw-result': async (code) => {
      if (!drawCodeParamSchema.safeParse(code).success) return null;
      const result = await draws.byCode(code);
      return (
        result && {
          answers: { [`/raffle/public/result/${encodeURIComponent(code)}`]: result },
          name: result.product_name,
          image: null,
          tickets: result.tickets.length,
        }
      );
    },
  };
}
