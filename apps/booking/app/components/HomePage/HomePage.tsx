import {
  AppPromotion,
  CurrencyBand,
  type CurrencyOption,
  DestinationChooser,
  DestinationGrid,
  ExtraServices,
  type HomeCountry,
  type HomeDestination,
  HomeHero,
  HomeSection,
  HomeSectionHead,
  HomeSectionLead,
  HomeSectionTitle,
  PageContainer,
  PartnerLogos,
  type PickerRegion,
  RotatingBanner,
  StickySearch,
  TrendingHotels,
  WhyBookDirect,
} from '@bookdirect/booking-ui';
import { useTranslation } from 'react-i18next';
import type { Stay } from '../../stay';
import { SaveHotel } from '../catalogue/SaveHotel';
import { SiteSearchBox } from '../catalogue/SiteSearchBox';

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
  const { t } = useTranslation();
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

        <WhyBookDirect />

        <HomeSection aria-labelledby="destinations-title">
          <HomeSectionHead>
            <HomeSectionTitle id="destinations-title">
              {t('home:trending_destinations')}
            </HomeSectionTitle>
            <HomeSectionLead>{t('home:trending_destinations_subtitle')}</HomeSectionLead>
          </HomeSectionHead>
          {countries.length > 0 ? (
            <TrendingHotels
              countries={countries}
              cardAction={(hotel) => (
                <SaveHotel
                  hotelId={hotel.id}
                  hotelName={hotel.name}
                  favoriteId={hotel.favoriteId ?? 0}
                />
              )}
            />
          ) : (
            <DestinationGrid destinations={destinations} />
          )}
        </HomeSection>

        <RotatingBanner />

        <HomeSection aria-labelledby="services-title">
          <HomeSectionHead>
            <HomeSectionTitle id="services-title">{t('home:services_title')}</HomeSectionTitle>
          </HomeSectionHead>
          <ExtraServices />
        </HomeSection>

        <AppPromotion qrValue={downloadUrl} />

        <HomeSection aria-labelledby="partners-title">
          <HomeSectionHead>
            <HomeSectionTitle id="partners-title">{t('home:partners_title')}</HomeSectionTitle>
          </HomeSectionHead>
          <PartnerLogos logos={partnerLogos} />
        </HomeSection>
      </PageContainer>

      <CurrencyBand currencies={currencies} />
    </>
  );
}
