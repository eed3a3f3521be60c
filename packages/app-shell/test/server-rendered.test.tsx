// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { serverRendered } from '../src/deferred';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A footer-like part: links and words from its props. */
function Links({ links, label }: { links: { about: string }; label: string }) {
  return <a href={links.about}>{label}</a>;
}

let setLanguage: (language: string) => void = () => {};
let rerender: () => void = () => {};

/** A page passing its part a new `links` object of the same values on every render. */
function Page({ Part }: { Part: ReturnType<typeof serverRendered<Parameters<typeof Links>[0]>> }) {
  const [language, setState] = useState('en');
  const [, setCount] = useState(0);
  setLanguage = setState;
  rerender = () => setCount((n) => n + 1);
  return (
    <main>
      <Part
        version={language}
        links={{ about: '/about' }}
        label={language === 'en' ? 'About us' : '关于我们'}
      />
    </main>
  );
}

/** The page as the server sends it, in a container of the document. */
async function serverPage() {
  const ServerPart = serverRendered(async () => Links);
  await tick();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Part={ServerPart} />);
  document.body.append(container);
  return container;
}

/** A load the test settles by hand, as a slow network would. */
function controlledLoad() {
  let settle!: () => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Links>((resolve) => {
        settle = () => resolve(Links);
      }),
  );
  return { load, settle: () => settle() };
}

describe('serverRendered', () => {
  it('renders the whole part on the server, in a wrapper that takes no box', async () => {
    const container = await serverPage();
    const wrapper = container.querySelector('main > div');
    expect(wrapper?.getAttribute('style')).toBe('display:contents');
    expect(wrapper?.querySelector('a')?.getAttribute('href')).toBe('/about');
    expect(container.textContent).toBe('About us');
    container.remove();
  });

  it("keeps the server's HTML on a page load, without loading or running its code", async () => {
    const container = await serverPage();
    const link = container.querySelector('a');
    const browser = controlledLoad();
    const BrowserPart = serverRendered(browser.load, { loadNow: false });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Page Part={BrowserPart} />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    // The page re-renders with the same values: still the server's very element.
    await act(async () => rerender());
    await act(tick);
    expect(container.querySelector('a')).toBe(link);
    expect(container.textContent).toBe('About us');
    expect(browser.load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('loads its code and renders in the browser once its version changes, keeping the old HTML meanwhile', async () => {
    const container = await serverPage();
    const browser = controlledLoad();
    const BrowserPart = serverRendered(browser.load, { loadNow: false });
    await act(async () => {
      hydrateRoot(container, <Page Part={BrowserPart} />);
    });
    await act(async () => setLanguage('zh'));
    expect(browser.load).toHaveBeenCalledTimes(1);
    // The server's words stay on screen while the code is on its way.
    expect(container.textContent).toBe('About us');
    await act(async () => {
      browser.settle();
      await tick();
    });
    expect(container.textContent).toBe('关于我们');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/about');
    container.remove();
  });

  it('renders in the browser where the server rendered nothing to keep', async () => {
    const browser = controlledLoad();
    const Part = serverRendered(browser.load, { loadNow: false, fallback: <p>Loading</p> });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page Part={Part} />));
    expect(container.textContent).toBe('Loading');
    await act(async () => {
      browser.settle();
      await tick();
    });
    expect(container.textContent).toBe('About us');
    await act(async () => root.unmount());
    container.remove();
  });
});
