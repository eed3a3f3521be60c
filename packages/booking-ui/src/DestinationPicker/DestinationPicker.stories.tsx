import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { regions } from '../stories/catalogue-fixtures';
import { REGIONS_URL, regionsRoute, stubRegions } from '../stories/regions-stub';
import {
  DestinationPicker,
  type DestinationPickerProps,
  type PickerCity,
} from './DestinationPicker';

function Controlled(props: Partial<DestinationPickerProps>) {
  const [value, setValue] = useState<PickerCity | null>(props.value ?? null);
  return (
    <div style={{ padding: 16, minHeight: 440, maxWidth: 420 }}>
      <DestinationPicker regions={regions} {...props} value={value} onChange={setValue} />
      <output data-testid="chosen">{value?.nameEn ?? ''}</output>
    </div>
  );
}

const meta = {
  title: 'Catalogue/DestinationPicker',
  component: DestinationPicker,
  args: { regions, value: null, onChange: () => {} },
  render: (args) => (
    <Controlled error={args.error} initialRegionId={args.initialRegionId} regions={args.regions} />
  ),
} satisfies Meta<typeof DestinationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on Japan's tab (region 12); clicking a city picks it and folds the panel. */
export const OpensOnJapan: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Destination' }));
    // The panel's tabs arrive with their own chunk on the first opening.
    await expect(await canvas.findByRole('tab', { name: 'Japan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kyoto' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Kyoto');
    await expect(canvas.getByRole('combobox')).toHaveValue('Kyoto');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing selects the first matching city (zh or en) and switches to its tab. */
export const Typing: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'ath');
    await expect(await canvas.findByRole('tab', { name: '希腊' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Athens');
    await userEvent.clear(box);
    await userEvent.type(box, '里斯');
    await expect(canvas.getByRole('tab', { name: '葡萄牙' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Lisbon');
    await userEvent.click(canvas.getByRole('button', { name: '收起' }));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('里斯本');
  },
};

/** Keyboard only: arrows move between region tabs, Escape folds. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    (await canvas.findByRole('tab', { name: 'Japan' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Thailand' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('No cities in this region yet.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Paris');
    await expect(await canvas.findByText('No city matches “Paris”')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Please enter a destination' } };

export const Empty: Story = { args: { regions: [] } };

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await within(canvasElement).findAllByRole('tab');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Long Chinese region and city names wrap inside the panel. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: {
    regions: [
      {
        id: 12,
        nameCn: '日本（含北海道、本州、四国、九州及冲绳诸岛）',
        nameEn: 'Japan',
        cities: [
          { id: 1, nameCn: '京都府京都市东山区祇园町南侧', nameEn: 'Kyoto' },
          { id: 2, nameCn: '北海道札幌市中央区大通西', nameEn: 'Sapporo' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(
      await canvas.findByRole('button', { name: '京都府京都市东山区祇园町南侧' }),
    ).toBeVisible();
  },
};

/** The requests the stubbed name search received, and what it answers. */
const nameSearch = { asked: [] as URL[], fail: false };
const demoHotels = [
  { id: 1001, name: 'Plaka Courtyard Suites', city: 'Athens', href: '/hotel/detail?hotelId=1001' },
  { id: 1003, name: 'Plaka Rooftop Rooms', city: 'Athens', href: '/hotel/detail?hotelId=1003' },
];

/** `fetch` answering `/hotel/find` like the booking site's route, by name, either language. */
function stubNameSearch() {
  nameSearch.asked = [];
  nameSearch.fail = false;
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input), window.location.href);
    if (url.pathname !== '/hotel/find') return real(input, init);
    nameSearch.asked.push(url);
    if (nameSearch.fail) return new Response('', { status: 502 });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const hotels = demoHotels
      .filter((hotel) => hotel.name.toLowerCase().includes(q))
      .map((hotel) => ({
        ...hotel,
        href: `${hotel.href}&enterDate=${url.searchParams.get('enterDate')}`,
      }));
    return Response.json({ ok: true, hotels });
  };
  return () => {
    window.fetch = real;
  };
}

/** The picker in a search form with the stay, as the site's search box has it. */
function InForm(props: Partial<DestinationPickerProps>) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="enterDate" value="20270310" />
      <input type="hidden" name="leaveDate" value="20270313" />
      <Controlled {...props} hotelSearchUrl="/hotel/find" textName="region_name" />
    </form>
  );
}

/**
 * The name search: 2 characters or more suggest the matching destinations and, under Hotels,
 * the matching hotels, asked for with the form's stay; ArrowDown goes into the list, arrows
 * move through it, each hotel is a link to its page with the stay.
 */
export const NameSearch: Story = {
  globals: { locale: 'en' },
  beforeEach: stubNameSearch,
  render: () => <InForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Destination' });
    await expect(box).toHaveAttribute('placeholder', 'City or hotel name');
    await userEvent.type(box, 'p');
    await expect(canvas.queryByTestId('name-suggestions')).toBeNull();
    await userEvent.type(box, 'laka');
    await expect(await canvas.findByRole('heading', { name: 'Hotels' })).toBeVisible();
    const status = canvas.getByTestId('hotel-name-status');
    await waitFor(() => expect(status).toHaveTextContent('2 hotels found'));
    // One request once the typing paused, with the stay of the form.
    await expect(nameSearch.asked).toHaveLength(1);
    await expect(nameSearch.asked[0]?.searchParams.get('q')).toBe('plaka');
    await expect(nameSearch.asked[0]?.searchParams.get('enterDate')).toBe('20270310');
    await expect(nameSearch.asked[0]?.searchParams.get('leaveDate')).toBe('20270313');
    await expect(nameSearch.asked[0]?.searchParams.has('region_name')).toBe(false);
    const links = canvas.getAllByTestId('hotel-suggestion');
    await expect(links[0]).toHaveAccessibleName(/Plaka Courtyard Suites/);
    await expect(links[0]).toHaveAttribute('href', '/hotel/detail?hotelId=1001&enterDate=20270310');
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).toHaveFocus();
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A city and hotels at once: the city is chosen in place from the Destinations group. */
export const NameSearchCityAndHotels: Story = {
  globals: { locale: 'zh', brand: 'lotus' },
  beforeEach: stubNameSearch,
  render: () => <InForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await expect(box).toHaveAttribute('placeholder', '城市或酒店名称');
    await userEvent.type(box, '雅典');
    await expect(await canvas.findByRole('heading', { name: '目的地' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('hotel-name-status')).toHaveTextContent(
        '没有找到与“雅典”匹配的酒店',
      ),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Athens');
    await expect(box).toHaveValue('雅典');
  },
};

/** The gateway cannot answer: the Hotels group says so; the destinations still work. */
export const NameSearchFailed: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => {
    const restore = stubNameSearch();
    nameSearch.fail = true;
    return restore;
  },
  render: () => <InForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ath');
    await waitFor(() =>
      expect(canvas.getByTestId('hotel-name-status')).toHaveTextContent(
        'Hotels could not be searched just now.',
      ),
    );
    await expect(
      within(canvas.getByTestId('name-suggestions')).getByRole('button', { name: 'Athens' }),
    ).toBeVisible();
  },
};

/**
 * Regions read from the site (`regionsUrl`) when the field is first reached: the panel says
 * they are coming, then opens on Japan; one request for the page.
 */
export const ReadWhenReached: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubRegions(),
  render: () => <Controlled regions={undefined} regionsUrl={REGIONS_URL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(regionsRoute.asked).toBe(0);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Destination' }));
    await expect(await canvas.findByText('Loading destinations…')).toBeVisible();
    await expect(regionsRoute.asked).toBe(1);
    regionsRoute.release();
    await expect(await canvas.findByRole('tab', { name: 'Japan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kyoto' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Kyoto');
    await expect(regionsRoute.asked).toBe(1);
  },
};

/** Text typed before the regions arrive is matched when they do. */
export const TypedWhileReading: Story = {
  globals: { locale: 'zh' },
  beforeEach: () => stubRegions(),
  render: () => <Controlled regions={undefined} regionsUrl={REGIONS_URL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), '里斯');
    await expect(await canvas.findByText('正在加载目的地…')).toBeVisible();
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('');
    regionsRoute.release();
    await waitFor(() => expect(canvas.getByTestId('chosen')).toHaveTextContent('Lisbon'));
    await expect(canvas.getByRole('tab', { name: '葡萄牙' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('combobox')).toHaveValue('里斯');
  },
};

/** The site cannot answer: the panel says so, and Try again reads them again. */
export const ReadFailed: Story = {
  globals: { locale: 'en' },
  beforeEach: () => {
    const restore = stubRegions();
    regionsRoute.fail = true;
    return restore;
  },
  render: () => <Controlled regions={undefined} regionsUrl={REGIONS_URL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Destination' }));
    regionsRoute.release();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Destinations could not be loaded just now.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(regionsRoute.asked).toBe(2);
    regionsRoute.release();
    await expect(await canvas.findByRole('tab', { name: 'Japan' })).toBeVisible();
  },
};
