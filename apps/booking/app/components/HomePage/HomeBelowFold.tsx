import type { CurrencyOption, HomeCountry, HomeDestination } from '@bookdirect/booking-ui';
import {
  AppPromotion,
  CurrencyBand,
  DestinationGrid,
  ExtraServices,
  HomeSection,
  HomeSectionHead,
  HomeSectionLead,
  HomeSectionTitle,
  PartnerLogos,
  RotatingBanner,
  TrendingHotels,
  WhyBookDirect,
} from '@bookdirect/booking-ui/HomeSections';
import { PageContainer } from '@bookdirect/booking-ui/PageLayout';
import { useTranslation } from 'react-i18next';
import { SaveHotel } from '../catalogue/SaveHotel';

export interface HomeBelowFoldProps {
  destinations: HomeDestination[];
  currencies: CurrencyOption[];
  countries: HomeCountry[];
  downloadUrl: string;
  partnerLogos?: { name: string; src: string }[];
}

/**
 * The home's sections below the first screen, in order: why book direct, trending hotels (or
 * destinations), the banner, services, the app, partners, then the currencies band after the
 * page column.
 */
export function HomeBelowFold({
  destinations,
  currencies,
  countries,
  downloadUrl,
  partnerLogos,
}: HomeBelowFoldProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageContainer>
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
