/**
 * A served page as a tree React can render again: the results page's markup with none of
 * the code that made it (bench/ssr.mjs `--markup`). Reads React's own output, so a small
 * tokenizer is enough: every attribute is quoted, every non-void element closed, text and
 * values escaped the way this decodes.
 */

/** HTML's void elements: no closing tag. */
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);
/** Attributes that are present or not: React wants `true`, not the empty string. */
const BOOLEAN = new Set([
  'async',
  'autofocus',
  'checked',
  'defer',
  'disabled',
  'hidden',
  'multiple',
  'novalidate',
  'open',
  'readonly',
  'required',
  'selected',
]);
/** The attribute names React writes under another prop name. */
const PROP = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  novalidate: 'noValidate',
  readonly: 'readOnly',
  autofocus: 'autoFocus',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

const decode = (s) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|[^<]+/g;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;

/** `{ t, p, c }` nodes and strings, for `createElement(t, p, ...c)`. */
function parseMarkup(html) {
  const top = { t: '', p: {}, c: [] };
  const open = [top];
  for (const [token, close, tag, attributes, selfClosing] of html.matchAll(TOKEN)) {
    if (token.startsWith('<!--')) continue; // React's separators between text nodes
    if (!tag) {
      open.at(-1).c.push(decode(token));
      continue;
    }
    if (close) {
      const node = open.pop();
      if (node.t !== tag) throw new Error(`</${tag}> closes <${node.t}>`);
      continue;
    }
    const props = {};
    for (const [, name, value = ''] of attributes.matchAll(ATTRIBUTE)) {
      const prop = PROP[name] ?? name;
      props[prop] = BOOLEAN.has(name.toLowerCase())
        ? true
        : prop === 'style'
          ? Object.fromEntries(
              decode(value)
                .split(';')
                .filter(Boolean)
                .map((rule) => [
                  rule.slice(0, rule.indexOf(':')),
                  rule.slice(rule.indexOf(':') + 1),
                ]),
            )
          : decode(value);
    }
    const node = { t: tag, p: props, c: [] };
    open.at(-1).c.push(node);
    if (!selfClosing && !VOID.has(tag)) open.push(node);
  }
  if (open.length !== 1) throw new Error(`unclosed <${open.at(-1).t}>`);
  return top.c;
}

/**
 * The page's parts: its head and body markup as trees (scripts and styles taken out), the
 * CSS of its `<style>` elements, and the JSON of its `script#id` (the page's words).
 */
export function pageTree(html, wordsId) {
  const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
  const end = html.lastIndexOf('</body>');
  const body = html.slice(html.indexOf('<body>') + 6, end === -1 ? undefined : end);
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const words =
    new RegExp(`<script id="${wordsId}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
  return {
    head: parseMarkup(withoutCode(head)),
    body: parseMarkup(withoutCode(body)),
    css,
    words,
  };
}

/**
 * The page without its code: scripts, styles, module preloads, and the parts React streams
 * for them (a later segment's slot and its hidden holder, empty once its scripts are out);
 * React's text separators (comments) go too.
 */
function withoutCode(html) {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<template id="B:\d+"><\/template>/g, '')
    .replace(/<div hidden id="S:\d+"><\/div>/g, '');
}

/**
 * A page's elements and text, for comparing two renders of it: without its code, the
 * document's own tags and the charset and viewport metas each app writes its own way.
 */
export function elementsOf(html) {
  return withoutCode(html)
    .replace(/<!DOCTYPE html>|<\/?(html|head|body)[^>]*>/g, '')
    .replace(/<meta charSet="utf-8"\/>|<meta name="viewport"[^>]*>/g, '');
}
