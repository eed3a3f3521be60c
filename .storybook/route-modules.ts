import type { Plugin } from 'vite';

/** What a route module exports for the server only, as Remix's browser build drops them. */
export const SERVER_ONLY_EXPORTS = ['loader', 'action', 'headers'];

/** The sites' route modules and roots: what page stories import. */
export const ROUTE_MODULE = /\/apps\/[^/]+\/app\/(routes\/[^/]+|root)\.tsx$/;

/** A `.server` module, which must never reach a browser bundle. */
const SERVER_MODULE = /\.server\.[cm]?[jt]sx?$/;

/** The ESTree nodes this pass reads: Rollup's parser (`this.parse`, Vite's `parseAst`). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Parse = (code: string) => { body: Node[] };

/**
 * A top-level thing that may go: one import specifier, one declaration statement, one
 * export specifier. `binds` are the names it declares, `uses` the names it reads.
 */
interface Unit {
  binds: string[];
  uses: Set<string>;
  /** Kept whatever is referenced: statements with effects, exports a browser keeps. */
  root: boolean;
  /** A server-only export: goes whatever it references. */
  serverOnly: boolean;
  /** The statement it belongs to, and the specifier if it is one. */
  statement: Node;
  specifier?: Node;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every identifier read under `node` (a superset: shadowing is ignored, which only keeps more). */
function collectUses(node: unknown, into: Set<string>) {
  if (Array.isArray(node)) {
    for (const item of node) collectUses(item, into);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'Identifier') {
    into.add(node.name as string);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    // `a.loader` and `{ loader: 1 }` name a property, not the binding.
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && (node.type === 'Property' || node.type === 'MethodDefinition')) {
      if (!node.computed && !node.shorthand) continue;
    }
    if (key === 'key' && node.type === 'PropertyDefinition' && !node.computed) continue;
    collectUses(value, into);
  }
}

/** Names a declaration statement binds (functions, classes, `const {a, b: [c]} = ...`). */
function declaredNames(node: Node): string[] {
  if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
    return isNode(node.id) ? [node.id.name as string] : [];
  }
  if (node.type === 'VariableDeclaration') {
    const names: string[] = [];
    for (const declarator of node.declarations as Node[])
      patternNames(declarator.id as Node, names);
    return names;
  }
  return [];
}

function patternNames(pattern: Node | null, into: string[]) {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      into.push(pattern.name as string);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties as Node[]) {
        patternNames((property.type === 'RestElement' ? property : property.value) as Node, into);
      }
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements as (Node | null)[]) patternNames(element, into);
      break;
    case 'RestElement':
      patternNames(pattern.argument as Node, into);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left as Node, into);
      break;
  }
}

/** Uses of a declaration, less the names it binds itself (a recursive function uses itself). */
function usesOf(node: Node, binds: string[]): Set<string> {
  const uses = new Set<string>();
  collectUses(node, uses);
  for (const name of binds) uses.delete(name);
  return uses;
}

const exportedName = (specifier: Node) => {
  const exported = specifier.exported as Node;
  return (exported.name ?? exported.value) as string;
};

function unitsOf(program: { body: Node[] }, serverOnly: ReadonlySet<string>): Unit[] {
  const units: Unit[] = [];
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const specifiers = statement.specifiers as Node[];
        // `import './styles.css'` is there for its effect.
        if (specifiers.length === 0) {
          units.push({ binds: [], uses: new Set(), root: true, serverOnly: false, statement });
        }
        for (const specifier of specifiers) {
          const local = (specifier.local as Node).name as string;
          units.push({
            binds: [local],
            uses: new Set(),
            root: false,
            serverOnly: false,
            statement,
            specifier,
          });
        }
        break;
      }
      case 'ExportNamedDeclaration': {
        const declaration = statement.declaration as Node | null;
        if (declaration) {
          const binds = declaredNames(declaration);
          const dropped = binds.filter((name) => serverOnly.has(name));
          // `export const loader = ..., other = ...` would need splitting; no route does it.
          const all = dropped.length > 0 && dropped.length === binds.length;
          units.push({
            binds,
            uses: usesOf(declaration, binds),
            root: !all,
            serverOnly: all,
            statement,
          });
          break;
        }
        for (const specifier of statement.specifiers as Node[]) {
          // `export { x }` reads the local `x`; `export { x } from './y'` reads nothing here.
          const uses = new Set<string>();
          if (!statement.source) collectUses(specifier.local, uses);
          const drop = serverOnly.has(exportedName(specifier));
          units.push({ binds: [], uses, root: !drop, serverOnly: drop, statement, specifier });
        }
        break;
      }
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'VariableDeclaration': {
        const binds = declaredNames(statement);
        units.push({
          binds,
          uses: usesOf(statement, binds),
          root: false,
          serverOnly: false,
          statement,
        });
        break;
      }
      default: {
        // `export default`, `export *`, expressions: kept, with what they read.
        const uses = new Set<string>();
        collectUses(statement, uses);
        units.push({ binds: [], uses, root: true, serverOnly: false, statement });
      }
    }
  }
  return units;
}

/** The units reachable from the roots (and, with `withServerOnly`, the server-only exports). */
function reachable(units: Unit[], withServerOnly: boolean): Set<Unit> {
  const byName = new Map<string, Unit[]>();
  for (const unit of units) {
    for (const name of unit.binds) byName.set(name, [...(byName.get(name) ?? []), unit]);
  }
  const seen = new Set<Unit>();
  const queue = units.filter((unit) => unit.root || (withServerOnly && unit.serverOnly));
  while (queue.length > 0) {
    const unit = queue.pop() as Unit;
    if (seen.has(unit)) continue;
    seen.add(unit);
    for (const name of unit.uses) queue.push(...(byName.get(name) ?? []));
  }
  return seen;
}

/** Blanks `[start, end)` of `chars`, keeping line breaks so that nothing below moves. */
function blank(chars: string[], start: number, end: number, replacement = '') {
  for (let i = start; i < end; i++) {
    const offset = i - start;
    if (offset < replacement.length) chars[i] = replacement[offset] as string;
    else if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  }
}

/**
 * The module without its server-only exports and whatever only they used (their helpers,
 * their imports, so `.server` modules and Node's runtime are not imported at all), as
 * Remix's browser build does. Code is cut where it stands and the rest keeps its line and
 * column, so the incoming source map still holds. Returns null when there is nothing to cut.
 */
export function removeServerExports(
  code: string,
  parse: Parse,
  names: readonly string[] = SERVER_ONLY_EXPORTS,
): string | null {
  const units = unitsOf(parse(code), new Set(names));
  if (!units.some((unit) => unit.serverOnly)) return null;
  const before = reachable(units, true);
  const after = reachable(units, false);
  const gone = new Set(units.filter((unit) => before.has(unit) && !after.has(unit)));
  if (gone.size === 0) return null;

  // UTF-16 units, as Rollup's offsets count them.
  const chars = code.split('');
  const byStatement = new Map<Node, Unit[]>();
  for (const unit of units) {
    byStatement.set(unit.statement, [...(byStatement.get(unit.statement) ?? []), unit]);
  }
  for (const [statement, members] of byStatement) {
    const kept = members.filter((unit) => !gone.has(unit));
    if (kept.length === members.length) continue;
    if (kept.length === 0) {
      blank(chars, statement.start, statement.end);
      continue;
    }
    // Some specifiers stay: the statement is written again, shorter, in the same place.
    const specifiers = kept.map((unit) => code.slice(unit.specifier?.start, unit.specifier?.end));
    let text: string;
    if (statement.type === 'ImportDeclaration') {
      const source = statement.source as Node;
      const named = kept.filter((unit) => unit.specifier?.type === 'ImportSpecifier');
      const other = kept.filter((unit) => unit.specifier?.type !== 'ImportSpecifier');
      const parts = other.map((unit) => code.slice(unit.specifier?.start, unit.specifier?.end));
      if (named.length > 0) {
        parts.push(
          `{${named.map((unit) => code.slice(unit.specifier?.start, unit.specifier?.end)).join(',')}}`,
        );
      }
      text = `import ${parts.join(',')}from${code.slice(source.start, statement.end).replace(/^\s*/, '')}`;
    } else {
      const source = statement.source as Node | null;
      text = `export{${specifiers.join(',')}}${source ? `from${code.slice(source.start, statement.end)}` : ';'}`;
    }
    if (text.length > statement.end - statement.start) {
      throw new Error(`Cannot rewrite in place: ${code.slice(statement.start, statement.end)}`);
    }
    blank(chars, statement.start, statement.end, text);
  }
  return chars.join('');
}

/**
 * Route modules in stories as in the sites' browser build: `loader`, `action` and `headers`
 * and whatever only they used are removed, so no server code is bundled; a `.server` module
 * that still gets in fails loudly.
 */
export function remixRouteModules(): Plugin {
  return {
    name: 'bookdirect:remix-route-modules',
    transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      if (!ROUTE_MODULE.test(file)) return null;
      const out = removeServerExports(code, (source) => this.parse(source) as never);
      // Cut in place: the map of the TypeScript transform before still applies.
      return out === null ? null : { code: out, map: null };
    },
    load(id) {
      if (SERVER_MODULE.test(id.split('?', 1)[0] ?? id)) {
        this.error(`${id} is server-only: a story reached it through a component`);
      }
      return null;
    },
  };
}
