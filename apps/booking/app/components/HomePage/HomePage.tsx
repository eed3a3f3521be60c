import { deferred } from '@bookdirect/app-shell';
import type {
  CurrencyOption,
  HomeCountry,
  HomeDestination,
  PickerRegion,
} from '@bookdirect/booking-ui';
import { DestinationChooser, HomeHero, StickySearch } from '@bookdirect/booking-ui/HomeTop';
import { PageContainer } from '@bookdirect/booking-ui/PageLayout';
import type { Stay } from '../../stay';
import { SiteSearchBox } from '../catalogue/SiteSearchBox';

/** Everything below the first screen: read first, used later, so it hydrates after it. */
const HomeBelowFold = deferred(() => import('./HomeBelowFold').then((m) => m.HomeBelowFold));

export interface HomePageProps {
  destinations: HomeDestination[];
  currencies: CurrencyOption[];
  /** Countries with their cities for the destination picker. */
  picker: PickerRegion[];
  /** The spec's default destination (Athens). */
  defaultCityId?: number;
  /** The default stay: one night from today. */
  stay: Stay;
  /** Trending hotels by country (`/app/home/`). */
  countries: HomeCountry[];
  /** Address of the download page for the app promotion's QR code. */
  downloadUrl: string;
  partnerLogos?: { name: string; src: string }[];
  /** Today for the search box's dates; the real today by default. */
  today?: Date;
}

/**
 * The traveller home page: the booking-ui home sections in order, with the site's search box
 * (sticky once the main one scrolls away) where the catalogue offers destinations.
 */
export function HomePage({
  destinations,
  currencies,
  picker,
  defaultCityId,
  stay,
  countries,
  downloadUrl,
  partnerLogos,
  today,
}: HomePageProps) {
  const searchBox = (id?: string) => (
    <SiteSearchBox
      id={id}
      layout="bar"
      regions={picker}
      cityId={defaultCityId}
      enterDate={stay.enterDate}
      leaveDate={stay.leaveDate}
      defaultDates
      today={today}
    />
  );

  return (
    <>
      {picker.length > 0 ? <StickySearch watchId="main-search">{searchBox()}</StickySearch> : null}
      <HomeHero destinations={destinations} />

      <PageContainer>
        <DestinationChooser destinations={destinations}>
          {picker.length > 0 ? searchBox('main-search') : undefined}
        </DestinationChooser>
      </PageContainer>

      <HomeBelowFold
        destinations={destinations}
        currencies={currencies}
        countries={countries}
        downloadUrl={downloadUrl}
        partnerLogos={partnerLogos}
      />
    </>
  );
}
