import { createI18n } from '@bookdirect/app-shell';
import { BookingUiProvider, Carousel } from '@bookdirect/booking-ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

describe('the carousel on the server', () => {
  it('renders its buttons, hidden and disabled, so hydration shifts nothing', () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('en')}>
        <BookingUiProvider>
          <Carousel
            label="Why join"
            slides={[1, 2].map((n) => ({ id: `slide-${n}`, content: <p>Slide {n}</p> }))}
          />
        </BookingUiProvider>
      </I18nextProvider>,
    );
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toContain('disabled=""');
      expect(button).toContain('aria-hidden="true"');
      expect(button).toContain('data-pending="true"');
    }
    expect(html).toMatch(/<a[^>]*href="#slide-2"/);
  });
});
