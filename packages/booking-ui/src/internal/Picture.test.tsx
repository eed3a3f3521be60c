import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render';
import { FALLBACK_IMAGE } from './fallback-image';
import { Picture } from './Picture';

const proto = HTMLImageElement.prototype;
const complete = Object.getOwnPropertyDescriptor(proto, 'complete');
const naturalWidth = Object.getOwnPropertyDescriptor(proto, 'naturalWidth');

/** As in a browser: an image on its way has not completed. */
beforeEach(() => {
  Object.defineProperty(proto, 'complete', { configurable: true, get: () => false });
});

afterEach(() => {
  if (complete) Object.defineProperty(proto, 'complete', complete);
  if (naturalWidth) Object.defineProperty(proto, 'naturalWidth', naturalWidth);
});

describe('Picture', () => {
  it('shows the photo while it loads', () => {
    renderWithHost(<Picture src="/photos/room_3.jpg" alt="Deluxe double" />);
    const img = screen.getByRole('img', { name: 'Deluxe double' });
    expect(img).toHaveAttribute('src', '/photos/room_3.jpg');
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it('gives way to the placeholder when the photo fails, keeping its name', () => {
    renderWithHost(<Picture src="/photos/missing.jpg" alt="Deluxe double" />);
    fireEvent.error(screen.getByRole('img'));
    const img = screen.getByRole('img', { name: 'Deluxe double' });
    expect(img).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(img).toHaveAttribute('data-fallback', '');
  });

  it('shows the placeholder for a photo that is missing altogether', () => {
    renderWithHost(<Picture src={undefined} alt="Garden suite" />);
    expect(screen.getByRole('img', { name: 'Garden suite' })).toHaveAttribute('data-fallback', '');
  });

  it('notices a photo that failed before the page hydrated', () => {
    Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => 0 });
    renderWithHost(<Picture src="/photos/gone.jpg" alt="Sea view" />);
    expect(screen.getByRole('img', { name: 'Sea view' })).toHaveAttribute('data-fallback', '');
  });

  it('keeps a photo that loaded before the page hydrated', () => {
    Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => 1200 });
    renderWithHost(<Picture src="/photos/here.jpg" alt="Sea view" />);
    expect(screen.getByRole('img', { name: 'Sea view' })).toHaveAttribute(
      'src',
      '/photos/here.jpg',
    );
  });

  it('tries a new photo after an old one failed', () => {
    const { rerender } = renderWithHost(<Picture src="/a.jpg" alt="Room" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Picture src="/b.jpg" alt="Room" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });

  it('server-renders the photo itself, not the placeholder', () => {
    const html = renderToString(<Picture src="/photos/room_3.jpg" alt="Room" />);
    expect(html).toContain('src="/photos/room_3.jpg"');
  });
});
