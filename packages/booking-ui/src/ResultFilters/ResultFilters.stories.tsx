import type { SearchFacets } from '@bookdirect/gateway-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultFilters } from './ResultFilters';

/** Whether the story renders at the desktop width (the test runner's viewport decides). */
const wide = () => window.matchMedia('(min-width: 768px)').matches;

/**
 * Whether the browser shows an element: on wide screens the panel is a details element shown
 * open by CSS, which `toBeVisible` (reading the `open` attribute) does not know.
 */
const shown = (element: HTMLElement) => element.checkVisibility();

/** What the gateway answers for Athens, in each language. */
const facets: Record<'en' | 'zh', SearchFacets> = {
  en: {
    tags: [
      { key: 'central', id: 0, name: 'City centre', count: 7 },
      { key: 'view', id: 0, name: 'Great view', count: 5 },
      { key: 'pool', id: 0, name: 'Pool', count: 2 },
      { key: 'rooftop', id: 0, name: 'Rooftop terrace', count: 0 },
    ],
    facilities: [
      { key: '1', id: 1, name: 'Wi-Fi', count: 12 },
      { key: '2', id: 2, name: 'Air conditioning', count: 12 },
      { key: '9', id: 9, name: 'Bathtub', count: 4 },
    ],
    price_range: { min: 212.4, max: 1180, currency: 2, symbol: '€' },
  },
  zh: {
    tags: [
      { key: 'central', id: 0, name: '市中心', count: 7 },
      { key: 'view', id: 0, name: '景观好', count: 5 },
      { key: 'pool', id: 0, name: '泳池', count: 2 },
      { key: 'rooftop', id: 0, name: '屋顶露台', count: 0 },
    ],
    facilities: [
      { key: '1', id: 1, name: '无线网络', count: 12 },
      { key: '2', id: 2, name: '空调', count: 12 },
      { key: '9', id: 9, name: '浴缸', count: 4 },
    ],
    price_range: { min: 212.4, max: 1180, currency: 2, symbol: '€' },
  },
};

const meta = {
  title: 'Catalogue/ResultFilters',
  component: ResultFilters,
  args: {
    filters: { tags: [], facilities: [] },
    facets: facets.en,
    action: '/hotel/search',
    hidden: {
      enterDate: '20300612',
      leaveDate: '20300615',
      city_id: '1',
      region_name: 'Athens',
    },
    clearHref: '/hotel/search?enterDate=20300612&leaveDate=20300615&city_id=1&region_name=Athens',
    onSubmit: fn(),
    onClear: fn(),
  },
  render: (args, { globals }) => (
    <div style={{ padding: 16, maxWidth: 320 }}>
      <ResultFilters
        {...args}
        facets={args.facets && facets[globals.locale === 'en' ? 'en' : 'zh']}
      />
    </div>
  ),
} satisfies Meta<typeof ResultFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every choice with its count; one nobody has is disabled. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (!wide()) await userEvent.click(canvas.getByText('Filters'));
    await expect(shown(canvas.getByRole('checkbox', { name: 'Wi-Fi (12)' }))).toBe(true);
    await expect(canvas.getByRole('checkbox', { name: 'Pool (2)' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Rooftop terrace (0)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'From' })).toHaveAttribute(
      'placeholder',
      '212',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'To' })).toHaveAttribute(
      'placeholder',
      '1180',
    );
    await expect(canvas.queryByRole('link', { name: /Clear all/ })).toBeNull();
  },
};

/** Ticking a box submits at once, with the rest of the search in hidden fields. */
export const ChangeSubmits: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (!wide()) await userEvent.click(canvas.getByText('Filters'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Great view (5)' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    const data = new FormData(form);
    await expect(data.getAll('tags')).toEqual(['view']);
    await expect(data.get('city_id')).toBe('1');
    await userEvent.click(canvas.getByRole('radio', { name: '4+' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    // Text applies on Enter, not on each key.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hotel name' }), 'Plaka');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
  },
};

/** Filters set: they show checked, the toggle and "Clear all" count them, clearing is one click. */
export const Chosen: Story = {
  globals: { locale: 'en' },
  args: {
    filters: { tags: ['pool'], facilities: [9], scoreFrom: 4, priceFrom: 300, q: 'Plaka' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (!wide()) {
      await userEvent.click(canvas.getByText('Filters (4)'));
    }
    await expect(canvas.getByRole('checkbox', { name: 'Pool (2)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Bathtub (4)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4+' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'From' })).toHaveValue(300);
    await expect(canvas.getByRole('searchbox', { name: 'Hotel name' })).toHaveValue('Plaka');
    const clear = canvas.getByRole('link', { name: 'Clear all (5)' });
    await expect(clear).toHaveAttribute('href', args.clearHref);
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledWith(args.clearHref);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { filters: { tags: ['central'], facilities: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (!wide()) await userEvent.click(canvas.getByText('筛选（1）'));
    await expect(canvas.getByRole('checkbox', { name: '市中心 (7)' })).toBeChecked();
    await expect(shown(canvas.getByRole('radio', { name: '4.5 分以上' }))).toBe(true);
    await expect(shown(canvas.getByRole('link', { name: '全部清除（1）' }))).toBe(true);
  },
};

/** No facets from the gateway: the price, score and name still filter. */
export const WithoutFacets: Story = {
  globals: { locale: 'en' },
  args: { facets: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (!wide()) await userEvent.click(canvas.getByText('Filters'));
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(shown(canvas.getByRole('spinbutton', { name: 'From' }))).toBe(true);
  },
};

/** A phone: the panel waits behind "Filters (n)", a details element that needs no script. */
export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { filters: { tags: ['view'], facilities: [1] } },
  play: async ({ canvasElement }) => {
    if (wide()) return;
    const canvas = within(canvasElement);
    const toggle = canvas.getByText('Filters (2)');
    await expect(toggle).toBeVisible();
    await expect(shown(canvas.getByRole('checkbox', { name: 'Wi-Fi (12)' }))).toBe(false);
    await userEvent.click(toggle);
    await expect(canvas.getByRole('checkbox', { name: 'Wi-Fi (12)' })).toBeChecked();
    const panel = canvas.getByTestId('result-filters');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 2);
  },
};

/** Wide screens: a sidebar, always open, no toggle. */
export const Sidebar: Story = {
  globals: { locale: 'en', brand: 'lotus' },
  play: async ({ canvasElement }) => {
    if (!wide()) return;
    const canvas = within(canvasElement);
    await expect(shown(canvas.getByText('Filters'))).toBe(false);
    await expect(shown(canvas.getByRole('checkbox', { name: 'Wi-Fi (12)' }))).toBe(true);
  },
};
