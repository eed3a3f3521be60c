/**
 * React's server writer (ADR 0044) against one that encodes each flush as one string: the
 * results page as a site served it, parsed back into elements (`ssr-markup/page-tree.mjs`),
 * its CSS and words as inner HTML, rendered by `renderToPipeableStream` of the renderer the
 * sites load and of a copy of it whose writer appends every piece to one string and encodes
 * the flush as UTF-8 once. Both run in this process, in rounds whose order alternates after
 * a round of each that is not counted; the output of both is checked to be the same bytes
 * first.
 *
 *   node bench/ssr.mjs --only results --serve &        # any server of the results page
 *   curl -s 'http://127.0.0.1:3800/hotel/search?city_id=1101&enterDate=20270106&leaveDate=20270109&region_name=Athens' > /tmp/en.html
 *   curl -s -H 'Cookie: lng=zh' '<the same>' > /tmp/zh.html
 *   node bench/react-writer.mjs /tmp/en.html /tmp/zh.html [--pages 200] [--rounds 8]
 *
 * Prints each page's median time per render with either writer, their ratio and every round.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Writable } from 'node:stream';
import { pageTree } from './ssr-markup/page-tree.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args.splice(at, 2)[1]);
};
const pagesPerRound = option('--pages', 200);
const rounds = option('--rounds', 8);
if (args.length === 0) {
  console.error('usage: node bench/react-writer.mjs PAGE.html [PAGE.html ...] [--pages N]');
  process.exit(2);
}

// The sites' servers run React's production build.
process.env.NODE_ENV = 'production';
const require = createRequire(new URL('../apps/booking/package.json', import.meta.url));
const React = require('react');
const file = require
  .resolve('react-dom/server.node')
  .replace(/server\.node\.js$/, 'cjs/react-dom-server.node.production.min.js');
const current = require(file);

/** The same renderer with ADR 0044's writer replaced by one string per flush. */
function oneStringRenderer() {
  const source = readFileSync(file, 'utf8');
  const perPiece =
    'function r(a,b){"string"===typeof b?wideText.test(b)?(pendingRun&&(pendingParts.push(Buffer.from(pendingRun,"latin1")),pendingRun=""),pendingParts.push(Buffer.from(b))):pendingRun+=b:';
  const runAsLatin1 =
    'function pendingBytes(){pendingRun&&(pendingParts.push(Buffer.from(pendingRun,"latin1")),pendingRun="")}';
  if (!source.includes(perPiece) || !source.includes(runAsLatin1)) {
    throw new Error("react-dom's writer is not ADR 0044's: nothing to compare");
  }
  const changed = source
    .replace(perPiece, 'function r(a,b){"string"===typeof b?pendingRun+=b:')
    .replace(
      runAsLatin1,
      'function pendingBytes(){pendingRun&&(pendingParts.push(Buffer.from(pendingRun)),pendingRun="")}',
    );
  const module = { exports: {} };
  new Function('require', 'module', 'exports', changed)(
    createRequire(`${dirname(file)}/`),
    module,
    module.exports,
  );
  return module.exports;
}
const oneString = oneStringRenderer();

const element = (node) =>
  typeof node === 'string' ? node : React.createElement(node.t, node.p, ...node.c.map(element));

function page(path) {
  const tree = pageTree(readFileSync(path, 'utf8'), 'i18n-resources');
  const raw = (tag, props, html) =>
    React.createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
  return () =>
    React.createElement(
      'html',
      null,
      React.createElement('head', null, ...tree.head.map(element), raw('style', {}, tree.css)),
      React.createElement(
        'body',
        null,
        ...tree.body.map(element),
        raw('script', { id: 'i18n-resources', type: 'application/json' }, tree.words),
      ),
    );
}

function render(server, make) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        done();
        resolve(Buffer.concat(chunks));
      },
    });
    const stream = server.renderToPipeableStream(make(), {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const writers = [
  ['runs (ADR 0044)', current],
  ['one string', oneString],
];

for (const path of args) {
  const make = page(path);
  const [a, b] = [await render(current, make), await render(oneString, make)];
  if (!a.equals(b)) throw new Error(`${path}: the two writers wrote different bytes`);
  const times = new Map(writers.map(([name]) => [name, []]));
  // A round of each first, not counted: both writers compiled and warm before the clock.
  for (const [, server] of writers) {
    for (let i = 0; i < pagesPerRound; i++) await render(server, make);
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? writers : [...writers].reverse();
    for (const [name, server] of order) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < pagesPerRound; i++) await render(server, make);
      times.get(name).push(Number(process.hrtime.bigint() - started) / 1e6 / pagesPerRound);
    }
  }
  const [before, after] = writers.map(([name]) => median(times.get(name)));
  console.log(
    `${path} (${a.length} bytes): runs ${before.toFixed(3)} ms, one string ${after.toFixed(3)} ms a page; ratio ${(after / before).toFixed(3)}`,
  );
  for (const [name] of writers) {
    console.log(
      `  ${name}: ${times
        .get(name)
        .map((t) => t.toFixed(2))
        .join(' ')}`,
    );
  }
}
