import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../theme/create-theme';
import { draw } from './draw';
import { QrCode } from './QrCode';

const encoded = vi.hoisted(() => ({ values: [] as string[] }));
vi.mock('./draw', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./draw')>();
  return {
    ...actual,
    draw: (value: string) => {
      encoded.values.push(value);
      return actual.draw(value);
    },
  };
});

const value = 'https://bookdirect.example/mini-program';
const label = 'Scan to open the site on your phone';

describe('QrCode', () => {
  it('draws the code once its encoder has arrived, in a square of the size asked for', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <QrCode value={value} label={label} size={160} />
      </ThemeProvider>,
    );
    const code = await waitFor(() => {
      const drawn = screen.getByRole('img', { name: label });
      expect(drawn).toHaveAttribute('data-qr-version');
      return drawn;
    });
    expect(code).toHaveAttribute('width', '160');
    expect(code.querySelector('path')?.getAttribute('d')).toBe(draw(value).path);
  });

  it('server-renders the drawn code, not the placeholder, once the encoder is loaded', async () => {
    await import('./draw');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <QrCode value={value} label={label} />
      </ThemeProvider>,
    );
    expect(html).toContain(`data-qr-version="${draw(value).version}"`);
    expect(html).toContain(draw(value).path);
  });

  it('hydrates a code the server drew from its drawing, without encoding it again', async () => {
    await import('./draw');
    const served = 'https://bookdirect.example/download_app';
    const tree = (
      <ThemeProvider theme={createTheme()}>
        <QrCode value={served} label={label} size={128} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const path = container.querySelector('svg path');
    const drawing = path?.getAttribute('d');
    expect(drawing).toBe(draw(served).path);
    // The value is not in the page, only its key (a value may be a secret).
    expect(container.innerHTML).not.toContain(served);

    encoded.values.length = 0;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, tree);
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(encoded.values).toEqual([]);
    expect(container.querySelector('svg path')).toBe(path);

    // Rendered anew elsewhere on the page (a client navigation), it is the page's drawing again.
    render(
      <ThemeProvider theme={createTheme()}>
        <QrCode value={served} label="again" size={96} />
      </ThemeProvider>,
    );
    const again = await screen.findByRole('img', { name: 'again' });
    expect(again.querySelector('path')?.getAttribute('d')).toBe(drawing);
    expect(encoded.values).toEqual([]);
    container.remove();
  });

  it('encodes a value the page does not show', async () => {
    encoded.values.length = 0;
    const other = 'https://bookdirect.example/another';
    render(
      <ThemeProvider theme={createTheme()}>
        <QrCode value={other} label="other" />
      </ThemeProvider>,
    );
    const code = await screen.findByRole('img', { name: 'other' });
    await waitFor(() => expect(code.querySelector('path')).not.toBeNull());
    expect(encoded.values).toContain(other);
  });
});
