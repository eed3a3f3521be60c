import {
  BookingUiProvider,
  type Brand,
  useSiteLinks,
} from '@bookdirect/booking-ui/BookingUiProvider';
import type { PickerCity, PickerRegion } from '@bookdirect/booking-ui/DestinationPicker';
import { HotelCard } from '@bookdirect/booking-ui/HotelCard';
import { SearchBox } from '@bookdirect/booking-ui/SearchBox';
import { CATALOGUE_READS } from '@bookdirect/gateway-sdk/catalogue-reads';
import { buildApiPath } from '@bookdirect/gateway-sdk/client';
import { HOT_CITIES_SIZE } from '@bookdirect/gateway-sdk/constants';
import { imageDisplayKey } from '@bookdirect/gateway-sdk/contract';
import { addDays, dayNumber } from '@bookdirect/gateway-sdk/days';
import { defaultCity, pickerRegions } from '@bookdirect/gateway-sdk/destinations';
import type { HotCity, HotelListItem, Region } from '@bookdirect/gateway-sdk/endpoints';
import { hotelTags } from '@bookdirect/gateway-sdk/hotel-tags';
import { common, currency, errors, hotel, search, validation } from '@bookdirect/locales/en';
import { isLanguage, type Language, toApiLang } from '@bookdirect/locales/language';
import * as zh from '@bookdirect/locales/zh';
import { createInstance } from 'i18next';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/**
 * A partner that runs React uses the component library itself: the same search box and hotel
 * cards as the booking site, with the partner's code in the provider, so every link the
 * components make carries it to the booking site.
 */

const PARTNER_CODE = 'wander-notes';

interface Settings {
  bookingUrl: string;
  gatewayUrl: string;
  brand?: Partial<Brand>;
}

const bookingSite =
  document.querySelector<HTMLMetaElement>('meta[name="booking-site"]')?.content ?? '';
const lang: Language = isLanguage(document.documentElement.lang)
  ? document.documentElement.lang
  : 'en';

/** A public catalogue read, straight from the gateway (this origin is the demo partner's). */
async function read<T>(settings: Settings, path: string, query: Record<string, string | number>) {
  const url = `${settings.gatewayUrl}${buildApiPath(path, {}, { ...query, lang: toApiLang(lang) })}`;
  const body = (await (await fetch(url, { credentials: 'omit' })).json()) as {
    rec: number;
    data: T;
  };
  if (body.rec !== 0) throw new Error(`${url} answered rec ${body.rec}`);
  return body.data;
}

interface Page {
  regions: PickerRegion[];
  city: PickerCity | null;
  hotels: HotelListItem[];
}

async function loadPage(settings: Settings): Promise<Page> {
  const [countries, cities] = await Promise.all([
    read<{ region_list: Region[] }>(settings, CATALOGUE_READS.regions, { level: 1 }),
    read<{ region_list: HotCity[] }>(settings, CATALOGUE_READS.hotCities, {
      nums: HOT_CITIES_SIZE,
    }),
  ]);
  const athens = defaultCity(cities.region_list);
  const hotels = athens
    ? await read<{ hotel_list: HotelListItem[] }>(settings, CATALOGUE_READS.hotelSearch, {
        city_id: athens.region_id,
        nums: 3,
      })
    : { hotel_list: [] };
  return {
    regions: pickerRegions(countries.region_list, cities.region_list),
    city: athens ? { id: athens.region_id, nameCn: athens.name_cn, nameEn: athens.name_en } : null,
    hotels: hotels.hotel_list,
  };
}

function Booking({ settings, page }: { settings: Settings; page: Page }) {
  const links = useSiteLinks();
  const today = new Date();
  const stay = { enterDate: dayNumber(today), leaveDate: addDays(dayNumber(today), 1) };
  return (
    <>
      <SearchBox
        regions={page.regions}
        initial={{
          city: page.city,
          checkIn: today,
          checkOut: new Date(today.getTime() + 86_400_000),
        }}
        onSearch={({ city, checkIn, checkOut }) => {
          window.location.assign(
            links.search({
              cityId: city.id,
              regionName: city.nameEn,
              enterDate: dayNumber(checkIn),
              leaveDate: dayNumber(checkOut),
            }),
          );
        }}
      />
      <ul className="hotels">
        {page.hotels.map((item) => (
          <li key={item.hotel_id}>
            <HotelCard
              href={links.hotel(item, stay)}
              name={item.name}
              city={item.city}
              imageSrc={
                item.image_key
                  ? `${settings.gatewayUrl}/images/${imageDisplayKey(item.image_key)}`
                  : undefined
              }
              score={item.score}
              currency={item.currency}
              currencySymbol={item.symbol}
              stayPrice={item.sold_out ? null : item.stay_price_min}
              tags={hotelTags(item.hotel_tag)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function App() {
  const [state, setState] = useState<{ settings: Settings; page: Page } | 'failed' | null>(null);
  useEffect(() => {
    (async () => {
      const settings = (await (await fetch(`${bookingSite}/embed.json`)).json()) as Settings;
      setState({ settings, page: await loadPage(settings) });
    })().catch(() => setState('failed'));
  }, []);
  if (state === 'failed') return <p role="alert">The hotels could not be loaded.</p>;
  if (!state) return null;
  return (
    <BookingUiProvider
      brand={state.settings.brand}
      globalStyle={false}
      bookingUrl={state.settings.bookingUrl}
      partnerCode={PARTNER_CODE}
    >
      <Booking settings={state.settings} page={state.page} />
    </BookingUiProvider>
  );
}

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: lang,
  fallbackLng: 'en',
  resources: {
    en: { common, currency, errors, hotel, search, validation },
    zh: {
      common: zh.common,
      currency: zh.currency,
      errors: zh.errors,
      hotel: zh.hotel,
      search: zh.search,
      validation: zh.validation,
    },
  },
  defaultNS: 'common',
  initImmediate: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const mount = document.getElementById('booking');
if (mount) {
  createRoot(mount).render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
}
