// @vitest-environment happy-dom
import { act, Component, type ComponentType, type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred, deferredLoaded, sameValues } from '../src/deferred';

/** A part of the page with something to click, so hydration shows. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A load the test settles by hand, as a slow network would. */
function controlledLoad() {
  let settle!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((resolve, reject) => {
        settle = () => resolve(Counter);
        fail = reject;
      }),
  );
  return { load, settle: () => settle(), fail: (error: Error) => fail(error) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part taking an object, as the footer takes its links. */
function Links({ links }: { links: { about: string } }) {
  return <a href={links.about}>About</a>;
}

let rerenderPage: () => void = () => {};

/** A page that passes its part a new `links` object, of the same values, on every render. */
function Page({ Part }: { Part: ComponentType<{ links: { about: string } }> }) {
  const [, setCount] = useState(0);
  rerenderPage = () => setCount((n) => n + 1);
  return <Part links={{ about: '/about' }} />;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('deferred', () => {
  it('starts loading when declared, so a server render has the whole part', async () => {
    const { load, settle } = controlledLoad();
    const Part = deferred(load);
    expect(load).toHaveBeenCalledTimes(1);
    settle();
    await tick();
    const html = renderToString(<Part label="Clicked" />);
    expect(html).toMatch(/^<!--\$--><button type="button">Clicked.*0<\/button><!--\/\$-->$/);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's HTML while its code loads, then hydrates it", async () => {
    const server = controlledLoad();
    const ServerPart = deferred(server.load);
    server.settle();
    await tick();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <ServerPart label="Clicked" />
      </main>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');

    // The browser's copy of the module: its load is still under way when hydration runs.
    const browser = controlledLoad();
    const BrowserPart = deferred(browser.load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <BrowserPart label="Clicked" />
        </main>,
        { onRecoverableError: (error) => console.error(error) },
      );
    });
    // Still the server's very element, untouched, while the code is on its way.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).toBe('Clicked 0');

    await act(async () => {
      browser.settle();
      await tick();
    });
    // Hydrated in place: the same element now answers clicks.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => {
      serverButton?.click();
    });
    expect(container.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('keeps hydrating when its parent re-renders with the same values before the code arrives', async () => {
    const ServerLinks = deferred(async () => Links);
    await tick();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Part={ServerLinks} />);
    const link = container.querySelector('a');

    let settle!: () => void;
    const BrowserLinks = deferred(
      () =>
        new Promise<typeof Links>((resolve) => {
          settle = () => resolve(Links);
        }),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Page Part={BrowserLinks} />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    // The page re-renders (a new `links` object, the same values) while the code is on its way.
    await act(async () => rerenderPage());
    expect(container.querySelector('a')).toBe(link);
    await act(async () => {
      settle();
      await tick();
    });
    expect(container.querySelector('a')).toBe(link);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('compares props by value: plain objects and arrays by their entries, the rest by identity', () => {
    expect(sameValues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    const f = () => {};
    expect(sameValues({ f }, { f })).toBe(true);
    expect(sameValues({ f }, { f: () => {} })).toBe(false);
    expect(sameValues({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });

  it('shows the fallback in a browser render before the code arrives', async () => {
    const { load, settle } = controlledLoad();
    const Part = deferred(load, <p>Loading</p>);
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<Part label="Clicked" />));
    expect(container.textContent).toBe('Loading');
    await act(async () => {
      settle();
      await tick();
    });
    expect(container.textContent).toBe('Clicked 0');
    root.unmount();
  });

  it('throws a failed load to the error boundary', async () => {
    const { load, fail } = controlledLoad();
    const Part = deferred(load);
    fail(new Error('chunk failed'));
    await tick();
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () =>
      root.render(
        <Boundary>
          <Part label="Clicked" />
        </Boundary>,
      ),
    );
    errors.mockRestore();
    expect(container.textContent).toBe('Failed: chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('tells when every declared part has its code', async () => {
    const first = controlledLoad();
    const second = controlledLoad();
    deferred(first.load);
    deferred(second.load);
    let loaded = false;
    const waiting = deferredLoaded().then(() => {
      loaded = true;
    });
    first.settle();
    await tick();
    expect(loaded).toBe(false);
    second.fail(new Error('offline'));
    await waiting;
    expect(loaded).toBe(true);
  });
});
