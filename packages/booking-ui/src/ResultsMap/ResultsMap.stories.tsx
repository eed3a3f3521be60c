import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MapHotel } from './ResultsMap';
import { ResultsMap } from './ResultsMap';

const names = [
  'Plaka Courtyard Suites',
  'Acropolis View Hotel',
  'Monastiraki Loft',
  'Kolonaki Boutique Rooms',
  'Syntagma Grand',
  '雅典卫城花园酒店',
];

/** Six hotels of Athens spread over a few streets, as the results page lists them. */
const hotels: MapHotel[] = names.map((name, i) => ({
  id: 1001 + i,
  name,
  href: `/hotel/detail?hotelId=${1001 + i}&enterDate=20270310&leaveDate=20270313`,
  lat: 37.97 + ((i * 7) % 5) * 0.004,
  lng: 23.72 + ((i * 3) % 6) * 0.005,
  stayPrice: i === 3 ? null : 3 * (96 + i * 23) + 14,
  currency: 2,
  currencySymbol: '€',
}));

const meta = {
  title: 'Catalogue/ResultsMap',
  component: ResultsMap,
  args: { hotels, city: 'Athens' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pins in list order (hotels without coordinates have none). */
const pinsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('map-pin');
const cardsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('map-card');

/**
 * Keyboard between the pins and the highlight both ways: one tab stop for the pins, arrows
 * move between them (wrapping), the focused pin is pressed and its card current; Enter takes
 * the focus to the card's link; hovering a card presses its pin.
 */
async function keyboardAndSync(canvasElement: HTMLElement, firstLabel: RegExp) {
  const pins = pinsOf(canvasElement);
  const cards = cardsOf(canvasElement);
  await expect(pins).toHaveLength(6);
  await expect(pins[0]).toHaveAccessibleName(firstLabel);
  await expect(pins.filter((pin) => pin.tabIndex === 0)).toHaveLength(1);
  // Every pin inside the board.
  const board = pins[0]?.parentElement?.getBoundingClientRect();
  for (const pin of pins) {
    const box = pin.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual((board?.left ?? 0) - 1);
    await expect(box.right).toBeLessThanOrEqual((board?.right ?? 0) + 1);
  }
  // The pins are one tab stop, the first of the map.
  await userEvent.tab();
  await expect(pins[0]).toHaveFocus();
  await expect(pins[0]).toHaveAttribute('aria-pressed', 'true');
  await expect(cards[0]).toHaveAttribute('aria-current', 'true');
  await userEvent.keyboard('{ArrowRight}');
  await expect(pins[1]).toHaveFocus();
  await expect(pins[1]).toHaveAttribute('aria-pressed', 'true');
  await expect(pins[0]).toHaveAttribute('aria-pressed', 'false');
  await expect(cards[1]).toHaveAttribute('aria-current', 'true');
  await expect(cards[0]).not.toHaveAttribute('aria-current');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await expect(pins[5]).toHaveFocus();
  await expect(cards[5]).toHaveAttribute('aria-current', 'true');
  await userEvent.keyboard('{Home}');
  await expect(pins[0]).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  const link = within(cards[1] as HTMLElement).getByRole('link');
  await waitFor(() => expect(link).toHaveFocus());
  await expect(link).toHaveAttribute('href', hotels[1]?.href);
  await userEvent.hover(cards[4] as HTMLElement);
  await expect(pins[4]).toHaveAttribute('aria-pressed', 'true');
  await expect(cards[4]).toHaveAttribute('aria-current', 'true');
  await userEvent.hover(pins[2] as HTMLElement);
  await expect(cards[2]).toHaveAttribute('aria-current', 'true');
}

/** Without a key: the plain board, pins named after hotel and price. */
export const Fallback: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Hotels in Athens on a map' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Where the hotels are' })).toBeInTheDocument();
    await expect(pinsOf(canvasElement)[3]).toHaveAccessibleName(
      'Kolonaki Boutique Rooms, sold out',
    );
    await keyboardAndSync(canvasElement, /^Plaka Courtyard Suites, €302(\.00)? for your stay$/);
  },
};

/** In Chinese, another hotel group's brand. */
export const FallbackChineseLotus: Story = {
  globals: { locale: 'zh', brand: 'lotus' },
  args: { city: '雅典' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '雅典酒店地图' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: '地图上的酒店' })).toBeInTheDocument();
    await keyboardAndSync(canvasElement, /^Plaka Courtyard Suites，住宿总价 €302(\.00)?$/);
  },
};

/** On a phone the list goes under the map and every pin is a 44 px target. */
export const FallbackPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const pins = pinsOf(canvasElement);
    for (const pin of pins) {
      await expect(pin.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const map = pins[0]?.parentElement?.getBoundingClientRect();
    const list = within(canvasElement).getByRole('list').getBoundingClientRect();
    await expect(list.top).toBeGreaterThanOrEqual(map?.bottom ?? 0);
    await keyboardAndSync(canvasElement, /^Plaka Courtyard Suites/);
  },
};

/** On a phone, in Chinese, the other brand. */
export const FallbackPhoneChineseLotus: Story = {
  globals: { locale: 'zh', brand: 'lotus', viewport: { value: 'phone', isRotated: false } },
  args: { city: '雅典' },
  play: async ({ canvasElement }) => {
    await keyboardAndSync(canvasElement, /^Plaka Courtyard Suites，/);
  },
};

/** A hotel without coordinates is in the list but has no pin. */
export const HotelWithoutCoordinates: Story = {
  globals: { locale: 'en' },
  args: { hotels: [...hotels.slice(0, 2), { ...hotels[2], lat: 0, lng: 0 } as MapHotel] },
  play: async ({ canvasElement }) => {
    await expect(pinsOf(canvasElement)).toHaveLength(2);
    await expect(cardsOf(canvasElement)).toHaveLength(3);
  },
};

/** What the stubbed Maps JavaScript API was asked to draw. */
interface Drawn {
  maps: Record<string, unknown>[];
  markers: { title: string; content?: HTMLElement; click?: () => void }[];
  panned: { lat: number; lng: number }[];
}

function stubGoogleMaps() {
  const drawn: Drawn = { maps: [], markers: [], panned: [] };
  class AdvancedMarkerElement {
    map: unknown;
    zIndex: number | null = null;
    entry: Drawn['markers'][number];
    constructor(options: { map: unknown; title: string; content?: HTMLElement }) {
      this.map = options.map;
      this.entry = { title: options.title, content: options.content };
      drawn.markers.push(this.entry);
    }
    addListener(event: string, handler: () => void) {
      if (event === 'click') this.entry.click = handler;
    }
  }
  const google = {
    maps: {
      version: '3.stub',
      Map: class {
        constructor(_element: HTMLElement, options: Record<string, unknown>) {
          drawn.maps.push(options);
        }
        fitBounds() {}
        panTo(position: { lat: number; lng: number }) {
          drawn.panned.push(position);
        }
      },
      LatLngBounds: class {
        extend() {}
      },
      marker: { AdvancedMarkerElement },
    },
  };
  const host = window as unknown as { google?: unknown };
  const before = host.google;
  host.google = google;
  return {
    drawn,
    restore: () => {
      if (before === undefined) delete host.google;
      else host.google = before;
    },
  };
}

let maps: ReturnType<typeof stubGoogleMaps> | undefined;

/**
 * With a key: Google's map with one advanced marker per hotel named after it; clicking a
 * marker makes its card current, focusing a card highlights its marker and pans to it.
 */
export const WithKey: Story = {
  globals: { locale: 'en' },
  args: { apiKey: 'storybook-key' },
  beforeEach: () => {
    maps = stubGoogleMaps();
    return maps.restore;
  },
  play: async ({ canvasElement }) => {
    const drawn = maps?.drawn;
    if (!drawn) throw new Error('no Maps stub');
    await waitFor(() => expect(drawn.markers).toHaveLength(6));
    await expect(drawn.maps[0]).toMatchObject({ mapId: 'DEMO_MAP_ID' });
    await expect(drawn.markers[0]?.title).toMatch(/^Plaka Courtyard Suites, €302/);
    await expect(within(canvasElement).queryAllByTestId('map-pin')).toHaveLength(0);
    drawn.markers[2]?.click?.();
    const cards = cardsOf(canvasElement);
    await waitFor(() => expect(cards[2]).toHaveAttribute('aria-current', 'true'));
    await expect(drawn.markers[2]?.content?.dataset.selected).toBe('true');
    // The marker took the focus to its card's link; two tabs on, the fifth hotel's.
    await expect(within(cards[2] as HTMLElement).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(cards[4] as HTMLElement).getByRole('link')).toHaveFocus();
    await waitFor(() => expect(drawn.markers[4]?.content?.dataset.selected).toBe('true'));
    await expect(drawn.markers[2]?.content?.dataset.selected).toBe('false');
    await waitFor(() =>
      expect(drawn.panned.at(-1)).toEqual({ lat: hotels[4]?.lat, lng: hotels[4]?.lng }),
    );
  },
};
