import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { defineConfig, type Options } from 'tsup';
import ts from 'typescript';
import packageJson from './package.json' with { type: 'json' };

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * One entry per import path of package.json's `exports` (`./dist/HotelCard/index.js` is
 * built from `src/HotelCard/index.ts`), so the two cannot drift.
 */
const entry = Object.fromEntries(
  Object.values(packageJson.exports).flatMap((target) =>
    typeof target === 'string'
      ? []
      : [
          [
            target.import.replace(/^\.\/dist\/(.*)\.js$/, '$1'),
            target.import.replace(/^\.\/dist\/(.*)\.js$/, 'src/$1.ts'),
          ],
        ],
  ),
);

const STYLED_COMPONENTS_PLUGIN = createRequire(import.meta.url).resolve(
  'babel-plugin-styled-components',
);

/**
 * Runs babel-plugin-styled-components over the source before esbuild compiles it:
 * - `pure`: every `styled.x`, `css`, `keyframes` and `createGlobalStyle` call is marked
 *   `/*#__PURE__*\/`, so a bundler drops the components a page does not use;
 * - `ssr`: every styled component gets a `componentId` hashed from this package's name and
 *   the file, so class names match between a server render and the browser whatever order
 *   the chunks load in;
 * - `minify`: the CSS in the templates loses its whitespace and comments.
 * Readable class names (`displayName`) are left out: they cost bytes on every partner page.
 */
const styledComponents: Plugin = {
  name: 'styled-components',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const loader = path.endsWith('.tsx') ? 'tsx' : 'ts';
      if (!source.includes("from 'styled-components'")) return { contents: source, loader };
      const result = await transformAsync(source, {
        filename: path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: loader === 'tsx' ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [
          [
            STYLED_COMPONENTS_PLUGIN,
            { ssr: true, displayName: false, fileName: false, pure: true, minify: true },
          ],
        ],
      });
      if (!result?.code)
        throw new Error(`babel-plugin-styled-components returned nothing for ${path}`);
      return { contents: result.code, loader };
    });
  },
};

/** A relative specifier of a declaration file, as Node's ESM resolution wants it. */
function withExtension(specifier: string, fromSourceDir: string): string {
  if (!specifier.startsWith('.') || /\.(?:js|json)$/.test(specifier)) return specifier;
  const target = resolve(fromSourceDir, specifier);
  if (existsSync(`${target}.ts`) || existsSync(`${target}.tsx`) || existsSync(`${target}.d.ts`)) {
    return `${specifier}.js`;
  }
  if (existsSync(join(target, 'index.ts'))) return `${specifier}/index.js`;
  throw new Error(`Cannot resolve ${specifier} from ${fromSourceDir}`);
}

/**
 * Declarations, one `.d.ts` beside each built module (`dist/HotelCard/index.d.ts`), with
 * `.js` on every relative import so Node's ESM resolution (`moduleResolution: node16`) finds
 * them as well as bundlers do. The compiler emits them directly: bundling the declarations
 * of fifty entries (tsup's `dts`) needs gigabytes and a minute.
 */
async function emitDeclarations() {
  const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd());
  const program = ts.createProgram(Object.values(entry), {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    rootDir: 'src',
    outDir: 'dist',
  });
  const source = resolve('src');
  const output = resolve('dist');
  const write = (fileName: string, text: string) => {
    const sourceDir = join(source, relative(output, dirname(fileName)));
    const fixed = text.replace(
      /(from\s+|import\()(["'])(\.{1,2}\/[^"']*)\2/g,
      (_, head: string, quote: string, specifier: string) =>
        `${head}${quote}${withExtension(specifier, sourceDir)}${quote}`,
    );
    ts.sys.writeFile(fileName, fixed);
  };
  const result = program.emit(undefined, write);
  if (result.diagnostics.length > 0) {
    throw new Error(
      ts.formatDiagnostics(result.diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => process.cwd(),
        getNewLine: () => '\n',
      }),
    );
  }
  // The `DefaultTheme` augmentation is a declaration file already, which the compiler does
  // not emit: it is copied, with the same specifiers.
  write(join(output, 'styled.d.ts'), await readFile('src/styled.d.ts', 'utf8'));
}

export default defineConfig({
  entry,
  format: ['esm'],
  // Shared code goes to chunks, so `@bookdirect/booking-ui/Button` loads Button's code only.
  splitting: true,
  clean: true,
  target: 'es2022',
  // Peers stay imports so the host's single React, styled-components and i18next are used;
  // dependencies stay imports too, so the host's bundler dedupes and tree-shakes them.
  external: ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'],
  esbuildPlugins: [styledComponents],
  onSuccess: emitDeclarations,
});
