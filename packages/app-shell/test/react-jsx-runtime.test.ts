import { createRequire } from 'node:module';
import { createElement, type ReactElement } from 'react';

/** An element as React 18 makes it: its ref beside its props. */
type Element18 = ReactElement & { ref: unknown };

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * The sites' compiled JSX calls React's production `jsx` runtime, patched
 * (`patches/react@18.3.1.patch`, ADR 0053) to keep the props object the compiler passes when it
 * holds no `key` or `ref`, as React 19 does, instead of copying it property by property.
 * These tests load exactly that file (the test run would load the development build).
 */
const fromHere = createRequire(import.meta.url);
const fromReact = createRequire(fromHere.resolve('react/package.json'));
const runtime = fromReact('./cjs/react-jsx-runtime.production.min.js') as {
  jsx: (type: unknown, props: Record<string, unknown>, key?: string) => Element18;
  jsxs: (type: unknown, props: Record<string, unknown>, key?: string) => Element18;
};

function Greeting({ name, punctuation }: { name: string; punctuation: string }) {
  return createElement('p', null, `Hello, ${name}${punctuation}`);
}
Greeting.defaultProps = { punctuation: '!' };

describe("React's jsx runtime (patched)", () => {
  it('keeps the props the compiler made when they hold no key or ref', () => {
    const props = { className: 'card', children: 'Athens' };
    const element = runtime.jsx('div', props);
    expect(element.props).toBe(props);
    expect(element.key).toBeNull();
    expect(element.ref).toBeNull();
    expect(runtime.jsxs('ul', props).props).toBe(props);
  });

  it('takes the key given beside the props', () => {
    const element = runtime.jsx('li', { children: 'Athens' }, 'city-1');
    expect(element.key).toBe('city-1');
    expect(element.props).toEqual({ children: 'Athens' });
  });

  it('takes a key or a ref out of the props, as before', () => {
    const ref = { current: null };
    const keyed = runtime.jsx('li', { key: 7, children: 'Athens' });
    expect(keyed.key).toBe('7');
    expect(keyed.props).toEqual({ children: 'Athens' });
    const withRef = runtime.jsx('input', { ref, name: 'city' });
    expect(withRef.ref).toBe(ref);
    expect(withRef.props).toEqual({ name: 'city' });
  });

  it("fills a component's default props, and renders what React's own element renders", () => {
    const element = runtime.jsx(Greeting, { name: 'Athens' });
    expect(element.props).toEqual({ name: 'Athens', punctuation: '!' });
    expect(runtime.jsx(Greeting, { name: 'Athens', punctuation: '?' }).props).toEqual({
      name: 'Athens',
      punctuation: '?',
    });
    expect(renderToString(element)).toBe(
      renderToString(createElement(Greeting, { name: 'Athens' } as never)),
    );
  });
});
