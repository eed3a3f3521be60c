// The results page's markup with none of its code (bench/ssr.mjs `--markup`): its head and
// body elements made again from the tree page-tree.mjs wrote, its inline CSS and words (unless
// MARKUP_INLINE=none) and its loader data as sent, after the baseline's own gateway call.
// Served only, never hydrated: the page is read by the loader, on the server.
import { useLoaderData } from '@remix-run/react';
import { createElement } from 'react';
import { loader as hotels } from './_index.jsx';

let page;
let inline = true;

export async function loader(args) {
  if (!page) {
    const { readFileSync } = await import('node:fs');
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: bench/ssr.mjs sets it for this copy only
    page = JSON.parse(readFileSync(process.env.MARKUP_PAGE, 'utf8'));
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: bench/ssr.mjs sets it for this copy only
    inline = process.env.MARKUP_INLINE !== 'none';
  }
  const { hotels: found } = await hotels(args);
  return { ...page.loaderData, found: found.length };
}

const element = (node) =>
  typeof node === 'string' ? node : createElement(node.t, node.p, ...node.c.map(element));

/** The served page's own CSS and words, written as they were. */
const raw = (tag, props, html) =>
  createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });

export default function Markup() {
  const { found } = useLoaderData();
  return (
    <>
      {page.head.map(element)}
      {inline ? raw('style', {}, page.css) : null}
      {inline
        ? raw('script', { id: 'i18n-resources', type: 'application/json' }, page.words)
        : null}
      {found > 0 ? page.body.map(element) : null}
    </>
  );
}
