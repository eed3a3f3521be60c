import { deferred } from '@bookdirect/app-shell';
import type {
  CurrencyOption,
  HomeCountry,
  HomeDestination,
  PickerCity,
} from '@bookdirect/booking-ui';
import { DestinationChooser, HomeHero, StickySearch } from '@bookdirect/booking-ui/HomeTop';
import { PageContainer } from '@bookdirect/booking-ui/PageLayout';
import type { Stay } from '../../stay';

/** Everything below the first screen: read first, used later, so it hydrates after it. */
const HomeBelowFold = deferred(() => import('./HomeBelowFold').then((m) => m.HomeBelowFold));

/**
 * The search box (and its sticky copy) hydrates beside the page rather than in its first
 * task: until its code has come, its server HTML is a plain form that searches all the same.
 */
const SiteSearchBox = deferred(() =>
  import('../catalogue/SiteSearchBox').then((m) => m.SiteSearchBox),
);

export interface HomePageProps {
  destinations: HomeDestination[];
  currencies: CurrencyOption[];
  /** Whether the catalogue offers destinations (a city with hotels): the search box shows. */
  searchable: boolean;
  /** The spec's default destination (Athens). */
  defaultCity?: PickerCity | null;
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
  searchable,
  defaultCity,
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
      city={defaultCity}
      enterDate={stay.enterDate}
      leaveDate={stay.leaveDate}
      defaultDates
      today={today}
    />
  );

  return (
    <>
      {searchable ? <StickySearch watchId="main-search">{searchBox()}</StickySearch> : null}
      <HomeHero destinations={destinations} />

      <PageContainer>
        <DestinationChooser destinations={destinations}>
          {searchable ? searchBox('main-search') : undefined}
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
