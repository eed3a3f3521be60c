#!/usr/bin/env node
// `pnpm storybook [-- --port N] [other storybook dev flags]`: Storybook's dev server on port
// 6006 unless `--port N`/`-p N` (or `--port=N`) says otherwise, through the workspace's own
// `storybook` binary. The other arguments (`--ci`, `--no-open`...) go through unchanged.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The port and the arguments left for `storybook dev`; pnpm's `--` separator is dropped. */
export function parseArgs(argv) {
  let port = '6006';
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    const inline = /^--port=(.+)$/.exec(arg);
    if (inline) port = inline[1];
    else if (arg === '--port' || arg === '-p') {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a port number`);
      port = value;
    } else rest.push(arg);
  }
  if (!/^\d+$/.test(port)) throw new Error(`Not a port number: ${port}`);
  return { port, rest };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { port, rest } = parseArgs(process.argv.slice(2));
  // The binary its package.json names (the package exports no path to it).
  const manifest = createRequire(path.join(root, 'package.json')).resolve('storybook/package.json');
  const bin = path.join(path.dirname(manifest), createRequire(manifest)('./package.json').bin);
  const child = spawn(process.execPath, [bin, 'dev', '-p', port, ...rest], {
    cwd: root,
    stdio: 'inherit',
  });
  // Ctrl-C and a parent's `kill` reach the server too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}
