import { createI18n } from '@bookdirect/app-shell';
import { BookingUiProvider, FranchiseHero } from '@bookdirect/booking-ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

function render(lang: 'zh' | 'en') {
  return renderToString(
    <I18nextProvider i18n={createI18n(lang)}>
      <BookingUiProvider>
        <FranchiseHero bookingUrl="https://book.example.com" />
      </BookingUiProvider>
    </I18nextProvider>,
  );
}

describe('the franchise hero', () => {
  it('is the #home section, inviting partners to apply and travellers to book', () => {
    const html = render('en');
    expect(html).toContain('id="home"');
    expect(html).toMatch(/<a[^>]*href="#join"[^>]*>.*Apply to join/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/book.example.com"[^>]*>.*Book a hotel/);
  });

  it('speaks Chinese', () => {
    const html = render('zh');
    expect(html).toContain('申请加盟');
    expect(html).toContain('1600 万');
  });
});
