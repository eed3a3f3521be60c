#!/usr/bin/env node
// `pnpm start`: builds what is needed, then runs the gateway (4000, PGlite under .data/ unless
// DATABASE_URL is set), the booking app (3000), the marketing app (3001) and the back office
// (3002), prints their addresses, and stops them all cleanly on Ctrl-C. `pnpm dev` runs the watch-mode equivalent.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build-progress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');

const gatewayPort = Number(process.env.GATEWAY_PORT ?? 4000);
const bookingPort = Number(process.env.BOOKING_PORT ?? 3000);
const marketingPort = Number(process.env.MARKETING_PORT ?? 3001);
const officePort = Number(process.env.OFFICE_PORT ?? 3002);
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`;
const shared = {
  GATEWAY_URL: gatewayUrl,
  // The sites tell the gateway each visitor's address with this secret (docs/security.md).
  SITE_SECRET: process.env.SITE_SECRET ?? randomBytes(24).toString('base64url'),
  GATEWAY_PUBLIC_URL: process.env.GATEWAY_PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
  BOOKING_URL: process.env.BOOKING_URL ?? `http://localhost:${bookingPort}`,
  MARKETING_URL: process.env.MARKETING_URL ?? `http://localhost:${marketingPort}`,
  OFFICE_URL: process.env.OFFICE_URL ?? `http://localhost:${officePort}`,
};

/*
 * The built apps run as in production. The gateway does too once it can send real mail
 * (SMTP_URL); until then it runs in development mode, whose dev mailbox is where a person
 * reads the codes and confirmations of a local run (production refuses to lose mail).
 */
const localMail = !process.env.SMTP_URL;
/*
 * The dev routes (the mailbox where codes are read, the points grant) are for a local run
 * only: on while mail and payment stay local, unless DEV_ROUTES says otherwise. The gateway
 * refuses them beside real mail or a real payment provider, and answers them only on loopback.
 */
const localRun =
  localMail &&
  (process.env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox' &&
  !process.env.WECHAT_APP_ID;
const devRoutes = process.env.DEV_ROUTES ?? (localRun ? '1' : '0');
const nodeEnv = (name) =>
  dev
    ? 'development'
    : (process.env.NODE_ENV ?? (name === 'gateway' && localMail ? 'development' : 'production'));

const bin = (app, name) => join(root, 'apps', app, 'node_modules', '.bin', name);

const site = (name, port) => ({
  name,
  cwd: join(root, 'apps', name),
  cmd: process.execPath,
  args: ['server.mjs'],
  port,
});

const services = [
  dev
    ? {
        name: 'gateway',
        cwd: root,
        cmd: bin('gateway', 'tsx'),
        args: ['watch', 'apps/gateway/src/server.ts'],
        port: gatewayPort,
      }
    : {
        name: 'gateway',
        cwd: root,
        cmd: process.execPath,
        args: ['apps/gateway/dist/server.js'],
        port: gatewayPort,
      },
  // Both modes run the sites' own server; NODE_ENV=development puts Vite in front of Remix.
  site('booking', bookingPort),
  site('marketing', marketingPort),
  site('office', officePort),
];

if (!skipBuild) {
  // Dev mode still needs the shared packages built once; the apps themselves run from source.
  const filters = dev
    ? [
        '--filter=@bookdirect/gateway^...',
        '--filter=@bookdirect/booking^...',
        '--filter=@bookdirect/marketing^...',
        '--filter=@bookdirect/office^...',
      ]
    : [
        '--filter=@bookdirect/gateway...',
        '--filter=@bookdirect/booking...',
        '--filter=@bookdirect/marketing...',
        '--filter=@bookdirect/office...',
      ];
  const code = await build({ root, filters });
  if (code !== 0) process.exit(code);
}

/** Whether nothing listens on `port` yet (any address, as the services bind). */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

// Another program on a port would answer the readiness checks below as if it were ours.
const portVariables = {
  gateway: 'GATEWAY_PORT',
  booking: 'BOOKING_PORT',
  marketing: 'MARKETING_PORT',
  office: 'OFFICE_PORT',
};
const taken = [];
for (const service of services) {
  if (!(await portFree(service.port))) taken.push(service);
}
if (taken.length > 0) {
  for (const service of taken) {
    console.error(
      `Port ${service.port} (${service.name}) is already in use: stop what runs there, or choose ` +
        `another port with ${portVariables[service.name]}=<port> pnpm start.`,
    );
  }
  process.exit(1);
}

const children = [];
let stopping = false;

function prefix(name, stream, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

for (const service of services) {
  const child = spawn(service.cmd, service.args, {
    cwd: service.cwd,
    env: {
      ...process.env,
      ...shared,
      PORT: String(service.port),
      NODE_ENV: nodeEnv(service.name),
      ...(service.name === 'gateway' ? { DEV_ROUTES: devRoutes } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches only this script, which stops each service once.
    detached: true,
  });
  prefix(service.name, child.stdout, process.stdout);
  prefix(service.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${service.name}] exited (${signal ?? code}); stopping the others`);
      stop(code || 1);
    }
  });
  children.push(child);
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r)))),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const gatewayReady = await waitFor(`http://127.0.0.1:${gatewayPort}/health`);
const ready = [
  gatewayReady,
  ...(await Promise.all([
    waitFor(`http://127.0.0.1:${bookingPort}/healthz`),
    waitFor(`http://127.0.0.1:${marketingPort}/healthz`),
    waitFor(`http://127.0.0.1:${officePort}/healthz`),
  ])),
];
if (!stopping) {
  const mark = (ok) => (ok ? '' : ' (not answering yet)');
  console.log(
    [
      '',
      'Bookdirect is running:',
      `  Booking site    http://localhost:${bookingPort}${mark(ready[1])}`,
      `  Marketing site  http://localhost:${marketingPort}${mark(ready[2])}`,
      `  Back office     http://localhost:${officePort}  (first admin: pnpm staff:add)${mark(ready[3])}`,
      `  Gateway         http://localhost:${gatewayPort}  (API reference: /docs)${mark(ready[0])}`,
      ...(localMail && devRoutes === '1'
        ? [
            `  Mail            http://localhost:${gatewayPort}/dev/mailbox  (set SMTP_URL to send it)`,
          ]
        : []),
      ...(process.env.SEED_DEMO === '0'
        ? []
        : ['  Demo member     demo@bookdirect.example / Bookdirect2026!']),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  // A service that was slow to answer (a first start on a busy machine) says when it does.
  const late = [
    ['Gateway', `http://127.0.0.1:${gatewayPort}/health`],
    ['Booking site', `http://127.0.0.1:${bookingPort}/healthz`],
    ['Marketing site', `http://127.0.0.1:${marketingPort}/healthz`],
    ['Back office', `http://127.0.0.1:${officePort}/healthz`],
  ].filter((_, i) => !ready[i]);
  for (const [name, url] of late) {
    waitFor(url, 10 * 60_000).then((ok) => {
      if (!stopping)
        console.log(ok ? `${name} is answering now.` : `${name} is still not answering.`);
    });
  }
}
