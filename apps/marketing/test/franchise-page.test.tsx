import { createI18n } from '@bookdirect/app-shell';
import { BookingUiProvider, FranchisePage, type FranchisePageProps } from '@bookdirect/booking-ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

const none = async () => ({ rec: 0 });

function render(lang: 'zh' | 'en', props: Partial<FranchisePageProps> = {}) {
  return renderToString(
    <I18nextProvider i18n={createI18n(lang)}>
      <BookingUiProvider>
        <FranchisePage
          bookingUrl="https://book.example.com"
          contact={{ phone: '+30 210 555 0142', email: 'partners@bookdirect.example' }}
          countries={[]}
          intentions={[]}
          action="/?index#join"
          submitApplication={none}
          submitMessage={none}
          loadRegions={async () => []}
          {...props}
        />
      </BookingUiProvider>
    </I18nextProvider>,
  );
}

describe('the franchise page on the server', () => {
  it('has every section the header links to, and no toast without an outcome', () => {
    const html = render('en');
    for (const id of ['home', 'brand', 'financial', 'join']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('data-testid="carousel"');
    expect(html).toContain('data-testid="franchise-form"');
    expect(html).not.toContain('data-testid="toast"');
  });

  it('tells the outcome of a post without JavaScript at once', () => {
    expect(render('en', { outcome: 'success' })).toMatch(/data-testid="toast"[^>]*>Thank you/);
    expect(render('zh', { outcome: 'failed' })).toMatch(/role="alert"[^>]*>.*提交失败/);
  });

  it('shows a posted form again with its options and errors', () => {
    const html = render('en', {
      posted: {
        form: 'franchise',
        values: {
          name: '',
          mobile: '12ab',
          country_id: '2',
          province_id: '',
          city_id: '',
          will_level_id: '',
          remark: '',
        },
        provinces: [
          {
            region_id: 201,
            pid: 2,
            level: 2,
            name_en: 'Beijing',
            name_cn: '北京市',
            name: 'Beijing',
          },
        ],
        cities: [],
        errors: { name: 'franchise:name_required' },
      },
    });
    expect(html).toContain('Please enter your name');
    expect(html).toMatch(/<option[^>]*value="201"[^>]*>Beijing/);
  });
});
