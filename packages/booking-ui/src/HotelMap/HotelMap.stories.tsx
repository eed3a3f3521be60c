import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HotelMap } from './HotelMap';

/** What the stubbed Maps JavaScript API was asked to build. */
interface MapsCalls {
  maps: { element: HTMLElement; options: Record<string, unknown> }[];
  markers: { map: unknown; position: { lat: number; lng: number }; title: string }[];
  importLibrary: string[];
  legacyMarkers: number;
}

/**
 * A stand-in for `window.google` (no network in tests): with `maps.version` set, the loader
 * takes the API as already loaded and renders the map at once. `AdvancedMarkerElement` comes
 * from the `marker` namespace, or only through `importLibrary` when `viaImport`.
 */
function stubGoogleMaps({ viaImport = false } = {}) {
  const calls: MapsCalls = { maps: [], markers: [], importLibrary: [], legacyMarkers: 0 };
  class AdvancedMarkerElement {
    map: unknown;
    constructor(options: MapsCalls['markers'][number]) {
      this.map = options.map;
      calls.markers.push(options);
    }
  }
  const google = {
    maps: {
      version: '3.stub',
      Map: class {
        constructor(element: HTMLElement, options: Record<string, unknown>) {
          calls.maps.push({ element, options });
        }
      },
      /** The deprecated marker: the map must not use it. */
      Marker: class {
        constructor() {
          calls.legacyMarkers += 1;
        }
      },
      marker: viaImport ? undefined : { AdvancedMarkerElement },
      importLibrary: async (name: string) => {
        calls.importLibrary.push(name);
        return name === 'marker' ? { AdvancedMarkerElement } : {};
      },
    },
  };
  const host = window as unknown as { google?: unknown };
  const before = host.google;
  host.google = google;
  const restore = () => {
    if (before === undefined) delete host.google;
    else host.google = before;
  };
  return { calls, restore };
}

let maps: ReturnType<typeof stubGoogleMaps> | undefined;

const meta = {
  title: 'Catalogue/HotelMap',
  component: HotelMap,
  args: {
    lat: 37.97148,
    lng: 23.72667,
    name: 'Plaka House',
    address: 'Kydathineon 14, Plaka, 105 58 Athens',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotelMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card a traveller reads: the address and a map link, never raw coordinates. */
async function addressAndLink(canvasElement: HTMLElement, linkName: string) {
  const canvas = within(canvasElement);
  const card = canvas.getByTestId('location-card');
  await expect(card).toHaveTextContent('Kydathineon 14, Plaka, 105 58 Athens');
  await expect(card).not.toHaveTextContent(/37\.97|23\.72|Latitude|纬度/);
  const link = canvas.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=37.97148&mlon=23.72667#map=16/37.97148/23.72667',
  );
  await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
}

/** Without GOOGLE_MAPS_API_KEY: the location card with the address and a map link, no script. */
export const WithoutKey: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => addressAndLink(canvasElement, 'Open in a map'),
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => addressAndLink(canvasElement, '在地图中打开'),
};

/** On a phone the map link is still a 24 px tap target. */
export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => addressAndLink(canvasElement, 'Open in a map'),
};

/** No address known: the card names the hotel instead. */
export const WithoutAddress: Story = {
  globals: { locale: 'en' },
  args: { address: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('location-card');
    await expect(card).toHaveTextContent('Plaka House');
    await expect(card).not.toHaveTextContent(/37\.97|Latitude/);
  },
};

/**
 * With a key: the map is drawn with the `DEMO_MAP_ID` map id and an `AdvancedMarkerElement`
 * at the hotel, named after it; never the deprecated `google.maps.Marker`.
 */
export const WithKey: Story = {
  globals: { locale: 'en' },
  args: { apiKey: 'storybook-key' },
  beforeEach: () => {
    maps = stubGoogleMaps();
    return maps.restore;
  },
  play: async ({ canvasElement }) => {
    const calls = maps?.calls;
    if (!calls) throw new Error('no Maps stub');
    await waitFor(() => expect(calls.markers).toHaveLength(1));
    const canvas = within(canvasElement);
    const box = canvas.getByRole('img', { name: 'Plaka House' });
    await expect(calls.maps).toHaveLength(1);
    await expect(calls.maps[0]?.element).toBe(box);
    await expect(calls.maps[0]?.options).toMatchObject({
      center: { lat: 37.97148, lng: 23.72667 },
      mapId: 'DEMO_MAP_ID',
    });
    await expect(calls.markers[0]).toMatchObject({
      position: { lat: 37.97148, lng: 23.72667 },
      title: 'Plaka House',
    });
    await expect(calls.markers[0]?.map).toBeTruthy();
    await expect(calls.legacyMarkers).toBe(0);
    await expect(canvas.queryByTestId('location-card')).toBeNull();
  },
};

/** A map id given by the host wins; the marker class may come only through `importLibrary`. */
export const WithKeyAndMapId: Story = {
  globals: { locale: 'en' },
  args: { apiKey: 'storybook-key', mapId: 'bookdirect-hotel' },
  beforeEach: () => {
    maps = stubGoogleMaps({ viaImport: true });
    return maps.restore;
  },
  play: async () => {
    const calls = maps?.calls;
    if (!calls) throw new Error('no Maps stub');
    await waitFor(() => expect(calls.markers).toHaveLength(1));
    await expect(calls.importLibrary).toContain('marker');
    await expect(calls.maps[0]?.options).toMatchObject({ mapId: 'bookdirect-hotel' });
    await expect(calls.legacyMarkers).toBe(0);
  },
};
