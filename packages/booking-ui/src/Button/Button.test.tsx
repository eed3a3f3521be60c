import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that does not submit forms by accident', () => {
    renderWithHost(<Button>Find Hotels</Button>);
    expect(screen.getByRole('button', { name: 'Find Hotels' })).toHaveAttribute('type', 'button');
  });

  it('is busy, disabled and announces loading while loading', () => {
    renderWithHost(<Button loading>Book now</Button>, { lng: 'zh' });
    const button = screen.getByRole('button', { name: /Book now/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Book now 加载中…');
  });

  it('renders a link when given href, and an unfollowable one when disabled', () => {
    const { rerender } = renderWithHost(<Button href="/download_app">Download</Button>);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download_app');
    rerender(
      <Button href="/download_app" disabled>
        Download
      </Button>,
    );
    const link = screen.getByText('Download').closest('a');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });
});
