import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../src/i18n';
import { pageTitle, routeMeta } from '../src/meta';

// As on a server: the first request's instance brings every word.
beforeAll(() => {
  createI18n('en');
});

const root = (locale: string) => ({
  id: 'root',
  data: { locale, brand: { name: 'Aegean Stays' } },
});

describe('page titles', () => {
  it('come from the title key, in the page language, with the brand', () => {
    expect(pageTitle('en', 'booking_home', 'Aegean Stays')).toBe(
      'Find hotels and guesthouses · Aegean Stays',
    );
    expect(pageTitle('zh', 'not_found', 'Aegean Stays')).toContain('Aegean Stays');
  });

  it('are set by routeMeta from the root match', () => {
    const meta = routeMeta({ title: 'home', description: 'home:hero_subtitle' });
    const tags = meta({ matches: [root('en'), { id: 'routes/international' }], error: null });
    expect(tags[0]).toEqual({ title: 'International hotels · Aegean Stays' });
    expect(tags[1]).toMatchObject({ name: 'description' });
  });

  it("fill the description's placeholders with the values given", () => {
    const meta = routeMeta({
      title: 'refund',
      description: 'pages:refund_body',
      descriptionValues: { days: 5 },
    });
    const [, en] = meta({ matches: [root('en')], error: null });
    const [, zh] = meta({ matches: [root('zh')], error: null });
    expect(en).toEqual({
      name: 'description',
      content: expect.stringContaining('hotel time, 5 days before arrival'),
    });
    expect(zh).toEqual({ name: 'description', content: expect.stringContaining('入住前 5 天') });
  });

  it('name the error when the route failed', () => {
    const meta = routeMeta({ title: 'home' });
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    const tags = meta({ matches: [root('en')], error: notFound });
    expect(tags[0]).toEqual({ title: 'Page not found · Aegean Stays' });
  });
});
