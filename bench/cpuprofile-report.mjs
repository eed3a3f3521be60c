#!/usr/bin/env node
/**
 * Reads a V8 `.cpuprofile` (`node --cpu-prof`) and prints where the time went: the top
 * functions by self time, the same time grouped by package, and optionally a flame graph
 * as a standalone SVG (no dependencies; hover a frame for its name and share).
 *
 *   node bench/cpuprofile-report.mjs PROFILE.cpuprofile [--top 25] [--svg out.svg]
 *     [--focus handleRequest] [--title "..."]
 *
 * `--focus NAME` keeps only the stacks passing through a function of that name (e.g. one
 * request's render) in the totals and the graph; idle and GC are left out of the shares.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { args } from './lib.mjs';

const file = process.argv.slice(2).find((a) => !a.startsWith('--') && a.endsWith('.cpuprofile'));
if (!file) {
  console.error(
    'usage: node bench/cpuprofile-report.mjs PROFILE.cpuprofile [--top N] [--svg out.svg]',
  );
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const TOP = Number(args.top ?? 25);
const FOCUS = args.focus ? String(args.focus) : undefined;

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the samples and their time deltas (microseconds).
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const stackOf = (id) => {
  const stack = [];
  for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at));
  return stack.reverse();
};

/** `react-dom`, `styled-components`, `node:internal`, or the app's own file. */
function where(frame) {
  const url = frame.callFrame.url;
  if (!url)
    return frame.callFrame.functionName.startsWith('(') ? frame.callFrame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (pkg) return pkg[1];
  const build = /\/(build\/server\/.+|dist\/[^/]+|app\/.+)$/.exec(url);
  return build ? build[1] : url.replace(/^file:\/\//, '');
}
const label = (frame) =>
  `${frame.callFrame.functionName || '(anonymous)'} ${where(frame)}:${frame.callFrame.lineNumber + 1}`;

let total = 0;
let idle = 0;
const byFunction = new Map();
const byPackage = new Map();
const kept = new Map();
for (const [id, us] of self) {
  const frame = nodes.get(id);
  if (
    IDLE.has(frame.callFrame.functionName) &&
    frame.callFrame.functionName !== '(garbage collector)'
  ) {
    idle += us;
    continue;
  }
  const stack = stackOf(id);
  if (FOCUS && !stack.some((f) => f.callFrame.functionName === FOCUS)) continue;
  total += us;
  kept.set(id, us);
  const key = label(frame);
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg = where(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}

const ms = (us) => (us / 1000).toFixed(0);
const pct = (us) => `${((100 * us) / total).toFixed(1)} %`;
const span = (profile.endTime - profile.startTime) / 1e6;
console.log(
  `${file}\n${span.toFixed(1)} s profiled, ${(total / 1e6).toFixed(1)} s of CPU counted` +
    `${FOCUS ? ` under ${FOCUS}` : ''}, ${(idle / 1e6).toFixed(1)} s idle or unattributed\n`,
);
const table = (title, map, n) => {
  console.log(`| ${title} | self ms | share |\n| --- | ---: | ---: |`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`| \`${key.replaceAll('|', '\\|')}\` | ${ms(us)} | ${pct(us)} |`);
  }
  console.log('');
};
table('function (self time)', byFunction, TOP);
table('package or file', byPackage, TOP);

if (args.svg) writeFileSync(String(args.svg), flameGraph());

/** Merged call stacks as a flame graph: width is CPU time, root at the bottom. */
function flameGraph() {
  const rootNode = { name: 'all', value: 0, children: new Map() };
  for (const [id, us] of kept) {
    let at = rootNode;
    at.value += us;
    for (const frame of stackOf(id)) {
      if (frame.callFrame.functionName === '(root)') continue;
      const name = label(frame);
      let next = at.children.get(name);
      if (!next) {
        next = { name, value: 0, children: new Map() };
        at.children.set(name, next);
      }
      next.value += us;
      at = next;
    }
  }
  const WIDTH = 1600;
  const ROW = 17;
  const depthOf = (n) => 1 + Math.max(0, ...[...n.children.values()].map(depthOf));
  const depth = depthOf(rootNode);
  const height = depth * ROW + 40;
  const scale = WIDTH / rootNode.value;
  const rects = [];
  const colour = (name) => {
    let h = 0;
    for (const ch of name.split(' ')[1] ?? name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return `hsl(${20 + (h % 40)},${70 + (h % 20)}%,${55 + (h % 15)}%)`;
  };
  const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const walk = (n, x, level) => {
    const w = n.value * scale;
    if (w < 0.5) return;
    const y = height - 20 - (level + 1) * ROW;
    const share = ((100 * n.value) / rootNode.value).toFixed(1);
    const text = w > 40 ? esc(n.name).slice(0, Math.floor(w / 6.5)) : '';
    rects.push(
      `<g><title>${esc(n.name)} (${ms(n.value)} ms, ${share} %)</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${ROW - 1}" fill="${colour(n.name)}"/>` +
        (text ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}">${text}</text>` : '') +
        '</g>',
    );
    let cx = x;
    for (const c of [...n.children.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      walk(c, cx, level + 1);
      cx += c.value * scale;
    }
  };
  walk(rootNode, 0, 0);
  const title = esc(String(args.title ?? `CPU flame graph: ${file.split('/').pop()}`));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11" role="img">
<title>${title}</title>
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="14" font-size="13">${title}: ${ms(rootNode.value)} ms of CPU${FOCUS ? ` under ${esc(FOCUS)}` : ''} (hover a frame for its share)</text>
${rects.join('\n')}
</svg>
`;
}
