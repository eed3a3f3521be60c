#!/usr/bin/env node
// `pnpm test:consumer`: the three packages as a partner installs them. Packs
// @bookdirect/locales, gateway-sdk and booking-ui with `pnpm pack`, installs the tarballs in
// a plain Vite + React app made in a temporary folder outside the workspace (no workspace
// links), twice: once with the lowest versions of the peers that booking-ui's ranges allow,
// once with the newest, pinned. The code blocks of booking-ui's README are written into the
// app's src/readme/ as they stand (a block whose fence says title="x.tsx" becomes that file),
// so the README's examples are compiled too. Then:
//   1. type-checks both apps, strict and with `skipLibCheck` off, so the packages' .d.ts
//      files, and the peers' own, are checked as a partner's compiler sees them;
//   2. builds the newest app with Vite, for the browser and for the server;
//   3. opens the built page in Chromium in English and in Chinese: the search box and a
//      hotel card show that language's words in the second brand's colours, and link to the
//      partner's booking site with its partner code;
//   4. renders the same page in plain Node with renderToString and styled-components'
//      ServerStyleSheet.
// Reads the packages' `dist`, so build first. Installs from the pnpm store where it can
// (`--prefer-offline`). Keeps the folder when a step fails (`--keep` keeps it always).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = join(root, 'tests', 'consumer', 'app');
const keep = process.argv.includes('--keep');
const packages = ['locales', 'gateway-sdk', 'booking-ui'];

/**
 * What a partner installs beside the kit: the peers, their types, Vite and TypeScript.
 * `lowest` is the lower bound of each of booking-ui's peer ranges (checked below, so a range
 * that moves moves this set with it); `newest` is the newest release each range allows,
 * pinned. Only the newest app is built, opened and rendered; both are type-checked.
 */
const partnerSets = {
  lowest: {
    dependencies: {
      i18next: '25.4.0',
      react: '18.2.0',
      'react-dom': '18.2.0',
      'react-i18next': '15.0.0',
      'styled-components': '6.6.0',
    },
    devDependencies: {
      '@types/node': '20.19.43',
      '@types/react': '18.3.31',
      '@types/react-dom': '18.3.7',
      '@vitejs/plugin-react': '4.7.0',
      typescript: '5.9.3',
      vite: '6.4.6',
    },
  },
  newest: {
    dependencies: {
      i18next: '27.2.10',
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-i18next': '18.0.3',
      'styled-components': '6.6.0',
    },
    devDependencies: {
      '@types/node': '20.19.43',
      '@types/react': '19.3.3',
      '@types/react-dom': '19.3.0',
      '@vitejs/plugin-react': '4.7.0',
      typescript: '5.9.3',
      vite: '6.4.6',
    },
  },
};

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const work = mkdtempSync(join(tmpdir(), 'bookdirect-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'newest');
const readmePath = join(root, 'packages', 'booking-ui', 'README.md');

function step(title) {
  console.log(`\n▶ ${title} (${seconds()})`);
}

/** Runs a command; `quiet` keeps its output unless it fails. */
function run(command, args, cwd, { quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: process.env,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
  });
  if (result.status === 0) return;
  if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`);
  throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Runs a command without waiting; resolves with its output, rejects with it when it fails. */
function runAsync(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(output);
      else reject(new Error(`${output}\n${command} ${args.join(' ')} failed in ${cwd}`));
    });
  });
}

/** The code blocks of a markdown file: `{ lang, title, code }`, title from `title="..."`. */
function codeBlocks(markdown) {
  const blocks = [];
  for (const match of markdown.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const [, lang, info, code] = match;
    blocks.push({ lang, title: /title="([^"]+)"/.exec(info)?.[1], code });
  }
  return blocks;
}

/** The first version a range names: its lower bound, for the ranges booking-ui writes. */
function lowerBound(range) {
  const version = /\d+\.\d+\.\d+/.exec(range)?.[0];
  if (!version) throw new Error(`no version in the range ${range}`);
  return version;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}

/** `#E9A23B` as the browser reports a computed colour: `rgb(233, 162, 59)`. */
function rgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The built app, served as a partner's static host would. */
function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function main() {
  for (const name of packages) {
    if (!existsSync(join(root, 'packages', name, 'dist'))) {
      throw new Error(
        `packages/${name}/dist is missing. Run: pnpm exec turbo run build --filter=@bookdirect/booking-ui...`,
      );
    }
  }

  step(`pnpm pack into ${packs}`);
  mkdirSync(packs);
  for (const name of packages) {
    run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name), {
      quiet: true,
    });
  }
  console.log(readdirSync(packs).join('\n'));
  const tarball = (name) => {
    const file = readdirSync(packs).find((entry) => entry.startsWith(`bookdirect-${name}-`));
    if (!file) throw new Error(`no tarball for ${name}`);
    return `file:${join(packs, file)}`;
  };

  step("booking-ui's peer ranges, its README's install line and examples");
  const { peerDependencies } = JSON.parse(
    readFileSync(join(root, 'packages', 'booking-ui', 'package.json'), 'utf8'),
  );
  for (const [name, range] of Object.entries(peerDependencies)) {
    check(/<|\^/.test(range), `the range of ${name} (${range}) stops at a major`);
    check(
      partnerSets.lowest.dependencies[name] === lowerBound(range),
      `the lowest set has ${name} ${lowerBound(range)}, the range's lower bound`,
    );
  }
  const blocks = codeBlocks(readFileSync(readmePath, 'utf8'));
  const install = blocks.find((block) => block.lang === 'sh')?.code ?? '';
  for (const name of [...Object.keys(peerDependencies), '@types/node']) {
    check(
      new RegExp(`(^|\\s)${name.replace('/', '\\/')}(\\s|$)`, 'm').test(install),
      `the README's install line names ${name}`,
    );
  }
  const examples = blocks
    .filter((block) => block.lang === 'ts' || block.lang === 'tsx')
    .map((block, index) => ({
      file: block.title ?? `example-${index + 1}.${block.lang}`,
      code: block.code,
    }));
  console.log(`  ${examples.length} examples: ${examples.map(({ file }) => file).join(', ')}`);

  const kit = Object.fromEntries(packages.map((name) => [`@bookdirect/${name}`, tarball(name)]));
  /** The app with one set of partner dependencies, installed and type-checked. */
  async function installAndCheck(set) {
    const dir = join(work, set);
    const { dependencies, devDependencies } = partnerSets[set];
    cpSync(fixture, dir, { recursive: true });
    mkdirSync(join(dir, 'src', 'readme'));
    for (const { file, code } of examples) writeFileSync(join(dir, 'src', 'readme', file), code);
    writeFileSync(
      join(dir, 'package.json'),
      `${JSON.stringify(
        {
          name: 'lotus-bay-site',
          private: true,
          type: 'module',
          dependencies: { ...kit, ...dependencies },
          devDependencies,
          // booking-ui asks for gateway-sdk and locales by version: the tarballs answer.
          pnpm: { overrides: kit, onlyBuiltDependencies: ['esbuild'] },
        },
        null,
        2,
      )}\n`,
    );
    await runAsync('pnpm', ['install', '--prefer-offline', '--reporter=silent'], dir);
    const installed = `installed (${seconds()})`;
    await runAsync(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], dir);
    const versions = Object.entries(dependencies)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ');
    return `${set}: ${versions}: ${installed}, tsc passed (${seconds()})`;
  }

  step('two Vite + React apps, outside the workspace: tsc --noEmit, strict, skipLibCheck off');
  // One after the other: the step shares the machine with the gateway's suites, whose
  // timing-bound tests (password hashing, racing bookings) lose to two compilers at once.
  const results = [];
  for (const set of Object.keys(partnerSets)) {
    results.push(
      await installAndCheck(set).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason) => ({ status: 'rejected', reason }),
      ),
    );
  }
  const failed = results.filter((result) => result.status === 'rejected');
  for (const result of results) {
    if (result.status === 'fulfilled') check(true, result.value);
    else console.error(result.reason instanceof Error ? result.reason.message : result.reason);
  }
  if (failed.length) throw new Error(`${failed.length} of the apps did not install or compile`);
  check(
    !readFileSync(
      join(app, 'node_modules', '@bookdirect', 'booking-ui', 'package.json'),
      'utf8',
    ).includes('workspace:'),
    'the packed booking-ui names its dependencies by version, not by workspace',
  );

  step('vite build, for the browser and for the server');
  run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
  run(
    join(app, 'node_modules', '.bin', 'vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
    app,
  );

  // What the page must show, from the installed packages themselves.
  const { translate } = await import(
    pathToFileURL(join(app, 'node_modules', '@bookdirect', 'locales', 'dist', 'index.js')).href
  );
  const { createTheme } = await import(
    pathToFileURL(
      join(
        app,
        'node_modules',
        '@bookdirect',
        'booking-ui',
        'dist',
        'BookingUiProvider',
        'index.js',
      ),
    ).href
  );
  // The page's brand, links and hotel, from the app's own server build.
  const { render, brand, bookingUrl, partnerCode, hotel } = await import(
    pathToFileURL(join(app, 'dist-server', 'entry-server.js')).href
  );
  const accent = createTheme(brand).colors.accent;
  const hotelName = hotel.name;

  step('Chromium: the built page in English and in Chinese');
  const server = await serve(join(app, 'dist'));
  const { port } = server.address();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const language of ['en', 'zh']) {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`http://127.0.0.1:${port}/?lng=${language}`);
      const find = page.getByRole('button', { name: translate(language, 'search:find_hotels') });
      await find.waitFor();
      check(
        await page
          .getByRole('combobox', { name: translate(language, 'search:destination') })
          .isVisible(),
        `${language}: the destination field is labelled in that language`,
      );
      const link = page.getByRole('link', { name: hotelName });
      check(await link.isVisible(), `${language}: the hotel card shows the hotel`);
      check(
        await page
          .getByText(translate(language, 'hotel:night'), { exact: false })
          .first()
          .isVisible(),
        `${language}: the price is per ${translate(language, 'hotel:night')}`,
      );
      const href = await link.getAttribute('href');
      check(
        href?.startsWith(`${bookingUrl}/hotel/detail?`) && href.endsWith(`&partner=${partnerCode}`),
        `${language}: the card links to the partner's booking site with its code (${href})`,
      );
      const background = await find.evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      );
      check(
        background === rgb(accent),
        `${language}: Find Hotels wears the brand's accent ${accent}`,
      );
      await find.click();
      await page.getByText(translate(language, 'validation:please_select_destination')).waitFor();
      check(true, `${language}: an empty search is refused with that language's words`);
      check(
        errors.length === 0,
        `${language}: no errors in the console${errors.length ? `: ${errors.join('; ')}` : ''}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  step('plain Node: renderToString with ServerStyleSheet');
  for (const language of ['en', 'zh']) {
    const { html, styles } = render(language);
    check(html.includes(hotelName), `${language}: the server's markup has the hotel`);
    for (const key of ['search:find_hotels', 'search:destination', 'search:check_in']) {
      check(
        html.includes(translate(language, key)),
        `${language}: the markup says "${translate(language, key)}"`,
      );
    }
    check(
      /^<style data-styled="true"/.test(styles),
      `${language}: the styles come as <style> tags`,
    );
    check(
      styles.toLowerCase().includes(accent.toLowerCase()),
      `${language}: the styles carry the brand's accent`,
    );
  }
}

try {
  await main();
  console.log(`\nThe packed packages work in a partner's app (${seconds()}).`);
  if (!keep) rmSync(work, { recursive: true, force: true });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  console.error(`The apps are kept in ${work} (${seconds()}).`);
  process.exit(1);
}
