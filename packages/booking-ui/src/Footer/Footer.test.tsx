import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the pages it is given, labelled in the visitor language', () => {
    renderWithHost(<Footer links={{ aboutUs: '/about', privacy: '/privacy', terms: '/terms' }} />, {
      lng: 'zh',
    });
    expect(screen.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('link', { name: '退款政策' })).toBeNull();
  });

  it('takes contact details and the copyright name from the brand', () => {
    renderWithHost(<Footer year={2030} />, {
      brand: { name: 'Lotus & Bay', contact: { email: 'hi@lotus.example', phone: '+60 3 555' } },
    });
    expect(screen.getByRole('link', { name: 'hi@lotus.example' })).toHaveAttribute(
      'href',
      'mailto:hi@lotus.example',
    );
    expect(screen.getByRole('link', { name: '+60 3 555' })).toHaveAttribute('href', 'tel:+603555');
    expect(screen.getByText('© 2030 Lotus & Bay. All rights reserved.')).toBeInTheDocument();
  });

  it('draws the QR code to the site, or shows the image it is given', async () => {
    const { rerender } = renderWithHost(<Footer qrValue="https://example.com/mp" />);
    const code = screen.getByRole('img', { name: 'Scan to open the site on your phone' });
    expect(code.tagName).toBe('svg');
    // The encoder arrives as a chunk of its own; then the code is drawn.
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Scan to open the site on your phone' }),
      ).toHaveAttribute('data-qr-version'),
    );
    rerender(<Footer qrValue="https://example.com/mp" qrSrc="/qr.png" />);
    expect(
      screen.getByRole('img', { name: 'Scan to open the site on your phone' }),
    ).toHaveAttribute('src', '/qr.png');
  });
});
