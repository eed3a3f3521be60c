// The Storybook pass that strips route modules' server exports (.storybook/route-modules.ts):
// on small modules, and on every route module of the sites as the stories import them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULE, removeServerExports } from '../.storybook/route-modules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** As Vite hands a route module to the plugin: TypeScript and JSX already compiled. */
async function compiled(source, file = 'route.tsx') {
  const { code } = await transformWithEsbuild(source, file, {
    jsx: 'automatic',
    loader: 'tsx',
    charset: 'utf8',
  });
  return code;
}

const strip = (code) => removeServerExports(code, (text) => parseAst(text));
const importsOf = (code) =>
  parseAst(code)
    .body.filter((node) => node.type === 'ImportDeclaration')
    .map((node) => node.source.value);
const exportsOf = (code) =>
  parseAst(code).body.flatMap((node) => {
    if (node.type === 'ExportDefaultDeclaration') return ['default'];
    if (node.type !== 'ExportNamedDeclaration') return [];
    if (node.declaration?.id) return [node.declaration.id.name];
    if (node.declaration) return node.declaration.declarations.map((d) => d.id.name);
    return node.specifiers.map((s) => s.exported.name);
  });

describe('removeServerExports', () => {
  it('drops loader, action and headers, and the imports and helpers only they used', async () => {
    const code = await compiled(`
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { shared, serverOnly } from './helpers';
import { readOrders } from './orders.server';
import './page.css';

const LIMIT = 10;
const shown = (n: number) => Math.min(n, LIMIT);
function query(request: Request) { return new URL(request.url).searchParams; }

export const meta = () => [{ title: shared('Orders') }];
export const headers = () => ({ 'Cache-Control': 'no-store' });
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ orders: await readOrders(query(request), serverOnly) });
}
export const action = async () => null;
export default function Orders() {
  const { orders } = useLoaderData<typeof loader>();
  return <p>{shown(orders.length)} {shared('orders')}</p>;
}
`);
    const out = strip(code);
    expect(exportsOf(out).sort()).toEqual(['default', 'meta']);
    expect(importsOf(out)).toEqual([
      'react/jsx-runtime',
      '@remix-run/react',
      './helpers',
      './page.css',
    ]);
    expect(out).not.toMatch(/serverOnly|readOrders|function query/);
    expect(out).toMatch(/const LIMIT = 10/);
    expect(out).toMatch(/import\s*\{\s*shared\s*\}\s*from\s*"\.\/helpers"/);
    // Cut in place: every line and every kept character where it was.
    expect(out.length).toBe(code.length);
    expect(out.split('\n').length).toBe(code.split('\n').length);
    const kept = code.indexOf('export default function Orders');
    expect(out.indexOf('export default function Orders')).toBe(kept);
  });

  it('keeps what the page uses too, and what no export ever used', async () => {
    const code = await compiled(`
import { format } from './format';
import { register } from './registry';
const unused = register('orders');
export function loader() { return format(1); }
export default function Page() { return <b>{format(2)}</b>; }
`);
    const out = strip(code);
    expect(importsOf(out)).toEqual(['react/jsx-runtime', './format', './registry']);
    expect(out).toMatch(/const unused = register\("orders"\)/);
    expect(exportsOf(out)).toEqual(['default']);
  });

  it('drops re-exported and renamed server exports', async () => {
    const code = await compiled(`
import { read } from './data.server';
export { loader } from './shared-loader';
const act = () => read();
export { act as action };
export default function Page() { return null; }
`);
    const out = strip(code);
    expect(importsOf(out)).toEqual([]);
    expect(exportsOf(out)).toEqual(['default']);
  });

  it('leaves a module without server exports alone', async () => {
    expect(strip(await compiled('export default function Page() { return null; }'))).toBeNull();
  });

  it('keeps text with characters outside the BMP where it was', async () => {
    const code = await compiled(`
import { secret } from './secret.server';
export const loader = () => secret('🏨');
export default function Page() { return <p>🛎️ 欢迎</p>; }
`);
    const out = strip(code);
    expect(out).toContain('🛎️ 欢迎');
    expect(importsOf(out)).toEqual(['react/jsx-runtime']);
  });
});

describe('the sites’ route modules', () => {
  const files = ['booking', 'marketing', 'office'].flatMap((app) => {
    const dir = path.join(root, 'apps', app, 'app');
    const routes = path.join(dir, 'routes');
    return [
      path.join(dir, 'root.tsx'),
      ...readdirSync(routes)
        .filter((name) => name.endsWith('.tsx'))
        .map((name) => path.join(routes, name)),
    ].filter((file) => ROUTE_MODULE.test(file.split(path.sep).join('/')));
  });

  it('finds them', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s: no server export and no server-only import left',
    async (_, file) => {
      const code = await compiled(readFileSync(file, 'utf8'), file);
      const out = strip(code) ?? code;
      for (const name of ['loader', 'action', 'headers'])
        expect(exportsOf(out)).not.toContain(name);
      for (const source of importsOf(out)) {
        expect(source).not.toMatch(/\.server$|^@remix-run\/node$|^@bookdirect\/app-shell\/server$/);
      }
      if (exportsOf(code).includes('default')) expect(exportsOf(out)).toContain('default');
    },
  );
});
