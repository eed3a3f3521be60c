import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ClusterLogger, runPrimary } from '@bookdirect/cluster';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import morgan from 'morgan';
import { type Env, pageCacheSeconds, siteWorkers } from './env';
import { PRECOMPRESSED } from './precompressed';

export { CURRENCY_COOKIE, LANGUAGE_COOKIE } from './cookie-names';
export { PAGE_CACHE_HEADER, PageCache, type PageCacheOptions } from './page-cache.server';

import { PageCache, type PageCacheOptions } from './page-cache.server';
import {
  endRequestContext,
  runWithRequestContext,
  type SiteRequestContext,
} from './request-context.server';
import {
  contentSecurityPolicy,
  gatewayPublicOrigin,
  isSafeMethod,
  isSameOrigin,
  originOf,
  PAYMENT_PAGE_ORIGINS,
  PERMISSIONS_POLICY,
  trustProxySetting,
} from './security.server';
import { siteUrls } from './urls.server';

/**
 * The HTTP server of both Remix sites (in place of `remix-serve`): static files, then the
 * rules no route should have to remember — a foreign Origin never reaches an action, every
 * page carries its security headers and a fresh script nonce, and the visitor's address is
 * known to the gateway calls without trusting any header the browser sent.
 */

export interface SiteServerOptions {
  /** The app's folder: `build/` (production) or `vite.config.ts` (development) live there. */
  appDir: string;
  /** Port when `PORT` is unset. */
  defaultPort: number;
  /** Which site this is: its public address (`BOOKING_URL`, `MARKETING_URL`) may post. */
  site: keyof ReturnType<typeof siteUrls>;
  /** Paths other sites' pages may load (SiteAppOptions). */
  crossOriginPaths?: readonly string[];
  /**
   * Which visitors' pages may be kept for `PAGE_CACHE_SECONDS` (off by default): the
   * production server only.
   */
  pageCache?: Omit<PageCacheOptions, 'seconds'>;
  env?: Env;
}

export interface SiteAppOptions {
  /** Origins allowed to post, besides the request's own (this site's public address). */
  siteOrigins: readonly string[];
  /** What the pages load images from and send forms to, besides themselves. */
  imageOrigins: readonly string[];
  formActionOrigins: readonly string[];
  maps: boolean;
  /** `TRUST_PROXY`: which peers may tell us the visitor's address (X-Forwarded-For). */
  trustProxy: boolean | string[];
  /** Production: CSP enforced; development: reported only (Vite injects inline scripts). */
  production: boolean;
  /** Serves what the static middlewares did not: Remix, or a stand-in in tests. */
  handler: RequestHandler;
  /** Mounted before the handler (Vite's dev middlewares, the built client files). */
  before?: RequestHandler[];
  /** Request log lines; none in tests. */
  log?: boolean;
  /**
   * Paths whose answers other sites' pages may load (the partner embed's script and its
   * settings): `Cross-Origin-Resource-Policy: cross-origin` instead of `same-origin`.
   */
  crossOriginPaths?: readonly string[];
  /** Visitors' pages kept and served again while they hold (page-cache.server.ts). */
  pageCache?: PageCache;
}

const FORBIDDEN_BODY = 'Forbidden: cross-site request';

/** The site as an Express app, not listening: `startSiteServer` listens, tests use it as is. */
export function createSiteApp(options: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  // A fresh nonce per response; helmet's directive functions read it from res.locals.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });

  const directives = (nonce: string) =>
    contentSecurityPolicy({
      nonce,
      imageOrigins: options.imageOrigins,
      formActionOrigins: options.formActionOrigins,
      maps: options.maps,
    });
  // Only the directives that name the nonce are written per response; the rest once.
  const placeholder = '\u0000nonce\u0000';
  const spelled = (values: readonly string[] | undefined) =>
    (values ?? []).join(' ').trim() || "'none'";
  const fixed = directives(placeholder);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        reportOnly: !options.production,
        directives: Object.fromEntries(
          Object.entries(fixed).map(([name, values]) => [
            name,
            values.some((value) => value.includes(placeholder))
              ? [
                  (_req: unknown, res: unknown) =>
                    spelled(
                      directives((res as { locals: { cspNonce: string } }).locals.cspNonce)[name],
                    ),
                ]
              : [spelled(values)],
          ]),
        ),
      },
      // HSTS only where it means something: answers that went out over HTTPS (below).
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The gateway's images and the map tiles load cross-origin without CORS.
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
  );
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  const crossOrigin = new Set(options.crossOriginPaths ?? []);
  app.use((req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (crossOrigin.has(req.path)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.secure) hsts(req, res, next);
    else next();
  });

  if (options.log) {
    app.use(morgan('tiny', { skip: (req) => req.path === '/healthz' }));
  }

  // Refused before Remix reads a byte: Remix's own check would answer 500 with a stack trace.
  app.use((req, res, next) => {
    if (isSafeMethod(req.method)) return next();
    const own = originOf(`${req.protocol}://${req.get('host')}`);
    const allowed = own ? [own, ...options.siteOrigins] : options.siteOrigins;
    if (isSameOrigin({ origin: req.get('origin'), referer: req.get('referer') }, allowed)) {
      return next();
    }
    res
      .status(403)
      .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(FORBIDDEN_BODY);
  });

  app.use(compression());
  for (const middleware of options.before ?? []) app.use(middleware);

  app.all('*', (req, res, next) => {
    const context: SiteRequestContext = {
      clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
      cspNonce: res.locals.cspNonce as string,
    };
    res.once('close', () => endRequestContext(context));
    const render = () => options.handler(req, res, next);
    const cache = options.pageCache;
    runWithRequestContext(context, () =>
      cache ? cache.serve(req, res, context, render).catch(next) : render(),
    );
  });
  return app;
}

/** A last path segment with an extension: the only URLs the client folder can answer. */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * The built client files. Hashed file names under `/assets/` never change: cached for a year;
 * the rest (favicon) for an hour. A page's URL never reaches the file system: asking it
 * first would cost a `stat` per page view for a file that is never there. A file the build
 * also wrote compressed (`precompressAssets`) is sent that way to a browser that accepts it.
 */
export function staticFiles(client: string): RequestHandler {
  const router = express.Router();
  const assets = join(client, 'assets');
  router.use(
    '/assets',
    precompressed(assets),
    express.static(assets, { immutable: true, maxAge: '1y' }),
  );
  const rest = express.static(client, { maxAge: '1h', index: false });
  router.use((req, res, next) => (FILE_NAME.test(req.path) ? rest(req, res, next) : next()));
  return router;
}

/**
 * Sends `name.br` or `name.gz` for `name` when the build wrote one and the browser accepts
 * it (Brotli first: it is the smaller), as `name` with its own type, by handing the static
 * middleware the compressed file's path. Which files have them is read once, at start: the
 * folder only changes with a new build, which starts a new server. The answer varies by
 * `Accept-Encoding` either way, for caches between.
 */
function precompressed(folder: string): RequestHandler {
  const variants = new Map<string, Set<string>>();
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {}
  const present = new Set(names);
  for (const name of names) {
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (!name.endsWith(suffix)) continue;
      const original = name.slice(0, -suffix.length);
      if (!present.has(original)) continue;
      const encodings = variants.get(`/${original}`) ?? new Set<string>();
      encodings.add(encoding);
      variants.set(`/${original}`, encodings);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encodings = variants.get(req.path);
    if (!encodings) return next();
    res.vary('Accept-Encoding');
    const chosen = PRECOMPRESSED.find(
      ({ encoding }) => encodings.has(encoding) && req.acceptsEncodings(encoding) === encoding,
    );
    if (!chosen) return next();
    // The type the static middleware gives the file itself, charset and all.
    const type = express.static.mime.lookup(req.path);
    const charset = express.static.mime.charsets.lookup(type, '');
    res.setHeader('Content-Type', charset ? `${type}; charset=${charset}` : type);
    res.setHeader('Content-Encoding', chosen.encoding);
    const query = req.url.indexOf('?');
    req.url =
      query === -1
        ? `${req.url}${chosen.suffix}`
        : `${req.url.slice(0, query)}${chosen.suffix}${req.url.slice(query)}`;
    next();
  };
}

/** The primary's log lines, in the site's `[site]` voice. */
const primaryLog: ClusterLogger = {
  info: (fields, message) => console.log(`[site] ${message}`, fields),
  error: (fields, message) => console.error(`[site] ${message}`, fields),
  fatal: (fields, message) => console.error(`[site] ${message}`, fields),
};

/**
 * The young generation a site's pages are rendered with: each semi-space up to 64 MB, where
 * Node's default is 16. A page allocates about 2 MB while it renders, and at 50 requests at
 * once the pages in flight outlive the default's scavenges, which copy them again and again;
 * with room for them the results page costs 0.75-0.95 of the CPU, for 130-200 MB more
 * resident memory at that load (ADR 0052, docs/performance/ssr.md).
 */
export const PAGES_YOUNG_GENERATION = '--max-semi-space-size=64';

/**
 * The Node options the site's pages process is started with, or undefined when this process
 * may serve the pages itself: its young generation was set where it was started (on the
 * command line or in NODE_OPTIONS), which the running process cannot change.
 */
export function pagesProcessExecArgv(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string[] | undefined {
  const setsYoungGeneration = (option: string) =>
    /^--max[-_]semi[-_]space[-_]size(=|$)/.test(option);
  if (execArgv.some(setsYoungGeneration)) return undefined;
  if ((nodeOptions ?? '').split(/\s+/).some(setsYoungGeneration)) return undefined;
  return [...execArgv, PAGES_YOUNG_GENERATION];
}

/**
 * Reads the environment once and starts the site: `node server.mjs` in each app. In
 * production this process is a primary (@bookdirect/cluster) that loads no build: it forks
 * SITE_WORKERS workers (one by default) sharing its port, started with the pages' young
 * generation (`PAGES_YOUNG_GENERATION`), replaces one that dies and stops them all on SIGTERM
 * or Ctrl-C; it resolves with no server. Each worker runs this again and serves as a single
 * process would. A process started with its own young generation and SITE_WORKERS at 1, or
 * in development, serves itself.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<Server | undefined> {
  const env = options.env ?? process.env;
  const production = (env.NODE_ENV ?? 'production') === 'production';
  const workers = siteWorkers(env);
  const workerExecArgv = pagesProcessExecArgv(process.execArgv, env.NODE_OPTIONS);
  if (cluster.isPrimary && production && (workers > 1 || workerExecArgv)) {
    await runPrimary(workers, primaryLog, { execArgv: workerExecArgv });
    return undefined;
  }
  if (cluster.isPrimary && workers > 1) {
    console.log(
      `[site] SITE_WORKERS=${workers} is for the production server: development (Vite) runs one process`,
    );
  }
  const port = Number(env.PORT?.trim() || options.defaultPort);
  const publicUrl = siteUrls(env)[options.site];
  const gateway = gatewayPublicOrigin(env);
  const server = createServer();
  const cacheSeconds = pageCacheSeconds(env);

  let handler: RequestHandler;
  const before: RequestHandler[] = [];
  if (production) {
    const buildPath = join(options.appDir, 'build/server/index.js');
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    installGlobals({ nativeFetch: build.future.v3_singleFetch });
    before.push(staticFiles(join(options.appDir, 'build/client')));
    handler = createRequestHandler({ build, mode: 'production' });
  } else {
    const vite = await import('vite');
    const dev = await vite.createServer({
      root: options.appDir,
      server: { middlewareMode: true, hmr: { server } },
    });
    before.push(dev.middlewares);
    handler = async (req, res, next) => {
      try {
        const build = (await dev.ssrLoadModule('virtual:remix/server-build')) as ServerBuild;
        return createRequestHandler({ build, mode: 'development' })(req, res, next);
      } catch (error) {
        next(error);
      }
    };
  }

  const app = createSiteApp({
    siteOrigins: [publicUrl],
    imageOrigins: gateway ? [gateway] : [],
    formActionOrigins: [...(gateway ? [gateway] : []), ...PAYMENT_PAGE_ORIGINS],
    maps: Boolean(env.GOOGLE_MAPS_API_KEY?.trim()),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    production,
    handler,
    before,
    // Vite logs its own requests in development.
    log: production,
    crossOriginPaths: options.crossOriginPaths,
    pageCache:
      production && options.pageCache && cacheSeconds > 0
        ? new PageCache({ ...options.pageCache, seconds: cacheSeconds })
        : undefined,
  });
  server.on('request', app);

  await new Promise<void>((resolve) => {
    const host = env.HOST?.trim();
    if (host) server.listen(port, host, resolve);
    else server.listen(port, resolve);
  });
  let stopping = false;
  const stop = () => {
    // A second signal while stopping drops the connections still open.
    if (stopping) return server.closeAllConnections();
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  // The handlers are in place before the line that says the server listens: whoever waits
  // for that line may stop the server at once.
  process.on('SIGTERM', stop);
  if (cluster.isWorker) {
    // The primary decides: a terminal's Ctrl-C reaches every process of the group, and the
    // primary passes it on as SIGTERM. A primary that is gone takes its workers with it.
    process.on('SIGINT', () => {});
    process.once('disconnect', stop);
  } else {
    process.on('SIGINT', stop);
  }
  const listening = (server.address() as AddressInfo | null)?.port ?? port;
  const mode = production ? 'production' : 'development';
  console.log(
    `[site] http://localhost:${listening} (${cluster.isWorker ? `${mode}, worker pid ${process.pid}` : mode})`,
  );
  return server;
}
