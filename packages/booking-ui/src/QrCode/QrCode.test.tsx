import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme/create-theme';
import { draw } from './draw';
import { QrCode } from './QrCode';

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
});
