import { deferred, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { notFound } from '@bookdirect/app-shell/server';
import { PhotoGrid, RatesNote, RoomTypeCard, ScoreLabel } from '@bookdirect/booking-ui';
import {
  FREE_CANCELLATION_DAYS,
  partyGuests,
  partyParams,
  readParty,
} from '@bookdirect/gateway-sdk';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { googleMapsApiKey, readStay } from '../catalogue.server';
import {
  BackLink,
  BarSpace,
  H2,
  Head,
  Layout,
  Policies,
  ReviewsArea,
  ReviewsLink,
  Rooms,
  RoomsHeading,
  ScoreBox,
  Section,
  Tags,
} from '../components/catalogue/detail-layout';
import { SeeRooms, StayDatesBox } from '../components/catalogue/detail-stay';
import { Container, Muted, Notice, PageTitle } from '../components/catalogue/layout';
import { Facts } from '../components/facts';
import { NotFoundBoundary } from '../components/NotFoundBoundary';
import { loadHotel, type RoomView, readReviewPage } from '../detail.server';
import { shell } from '../shell.server';
import { fromYmd, hotelTags, searchHref } from '../stay';
import type { loader as ratesLoader } from './hotel.rates';

// Below the rooms: the map and the reviews hydrate after the rest of the page.
// The heart is a plain form until its code arrives beside the page.
const SaveHotel = deferred(() =>
  import('../components/catalogue/SaveHotel').then((m) => m.SaveHotel),
);
const HotelMap = deferred(() => import('@bookdirect/booking-ui/HotelMap').then((m) => m.HotelMap));
const HotelReviews = deferred(() =>
  import('../components/catalogue/HotelReviews').then((m) => m.HotelReviews),
);

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['hotel', 'search', 'booking'] };

export const meta = routeMeta({ title: 'hotel_detail' });

/** The spec's fixed policy lines. */
const POLICY = { checkIn: '15:00', checkOut: '11:00', minAge: 18 };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('hotelId') ?? '';
  const hotelId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(hotelId) || hotelId <= 0) {
    throw notFound('hotel:not_found_title');
  }
  const { stay, corrected } = readStay(url);
  if (corrected) {
    const next = new URLSearchParams(url.searchParams);
    next.set('enterDate', String(stay.enterDate));
    next.set('leaveDate', String(stay.leaveDate));
    throw redirect(`/hotel/detail?${next}`);
  }
  const { party, given, valid } = readParty(url.searchParams);
  if (!valid) {
    // A party out of range (an edited URL): the nearest one the contract accepts.
    const next = new URLSearchParams(url.searchParams);
    for (const name of ['rooms', 'adults', 'children']) next.delete(name);
    for (const [name, value] of Object.entries(partyParams(party))) next.set(name, value);
    throw redirect(`/hotel/detail?${next}`);
  }
  const reviewPage = readReviewPage(url);
  const asked = given ? party : undefined;
  const found = await loadHotel(shell.gatewayFor(request), hotelId, stay, reviewPage, asked);
  if (reviewPage > 1 && found.reviews?.reviews.length === 0) {
    // Past the last page (an old link, a review removed): the latest reviews instead.
    const next = new URLSearchParams(url.searchParams);
    next.delete('reviewPage');
    throw redirect(`/hotel/detail?${next}#reviews`);
  }
  return { ...found, stay, ...(asked ? { party: asked } : {}), mapsKey: googleMapsApiKey };
}

function Room({
  room,
  nights,
  enterDate,
  leaveDate,
}: {
  room: RoomView;
  nights: number;
  enterDate: number;
  leaveDate: number;
}) {
  const fetcher = useFetcher<typeof ratesLoader>();
  const nightly = fetcher.data?.ok
    ? fetcher.data.nights.flatMap(({ day, price }) => {
        const date = fromYmd(day);
        return date ? [{ date, price }] : [];
      })
    : undefined;
  return (
    <RoomTypeCard
      name={room.name}
      imageSrc={room.imageSrc}
      stayPrice={room.stayPrice}
      currency={room.currency}
      currencySymbol={room.symbol}
      nights={nights}
      roomsLeft={room.short ? 0 : room.roomsLeft}
      bedroomNums={room.bedroomNums}
      maxGuests={room.maxGuests}
      area={room.area}
      roomKind={room.roomKind}
      facilities={room.facilities}
      nightlyPrices={nightly}
      onRateDetailsOpen={() => {
        if (fetcher.state === 'idle' && !fetcher.data) {
          fetcher.load(
            `/hotel/rates?roomTypeId=${room.id}&enterDate=${enterDate}&leaveDate=${leaveDate}`,
          );
        }
      }}
      reserveHref={room.reserveHref}
    />
  );
}

export default function HotelDetail() {
  const { hotel, photos, rooms, stay, party, mapsKey, policy, reviews, favoriteId } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tags = hotelTags(hotel.tags);
  const location = useLocation();
  const resultsHref = searchHref({
    cityId: hotel.cityId,
    regionName: hotel.cityEn,
    enterDate: stay.enterDate,
    leaveDate: stay.leaveDate,
    party,
  });
  return (
    <Container>
      <BackLink href={resultsHref}>
        <span aria-hidden="true">← </span>
        {t('hotel:back_to_results', { city: hotel.city })}
      </BackLink>
      <Head>
        <div>
          <PageTitle>{hotel.name}</PageTitle>
          <Muted>{hotel.address}</Muted>
          {tags.length > 0 ? <Tags>{tags.join(' · ')}</Tags> : null}
        </div>
        <ScoreBox>
          <SaveHotel
            key={hotel.id}
            hotelId={hotel.id}
            hotelName={hotel.name}
            favoriteId={favoriteId}
            variant="labelled"
          />
          <ScoreLabel score={hotel.score} size="md" />
          {reviews && reviews.total > 0 ? (
            <ReviewsLink href="#reviews">
              {t('hotel:reviews_count', { count: reviews.total })}
            </ReviewsLink>
          ) : null}
        </ScoreBox>
      </Head>
      <StayDatesBox key={location.search} stay={stay} party={party} />
      <PhotoGrid photos={photos} title={hotel.name} />
      <Layout>
        <div>
          <Section aria-labelledby="about-hotel">
            <H2 id="about-hotel">{t('hotel:about_hotel')}</H2>
            {hotel.description ? <p>{hotel.description}</p> : null}
            <p>
              {[
                hotel.openingYear > 0 ? t('hotel:opened_in', { year: hotel.openingYear }) : '',
                hotel.renovationYear > 0
                  ? t('hotel:renovated_in', { year: hotel.renovationYear })
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Facts>
              <dt>{t('hotel:phone')}</dt>
              <dd>
                <a href={`tel:${hotel.phone.replace(/\s+/g, '')}`}>{hotel.phone}</a>
              </dd>
              <dt>{t('hotel:email')}</dt>
              <dd>
                <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
              </dd>
              <dt>{t('hotel:address')}</dt>
              <dd>{hotel.address}</dd>
            </Facts>
          </Section>
          <Section aria-labelledby="policies">
            <H2 id="policies">{t('hotel:policies')}</H2>
            <Policies>
              <li>
                {t('hotel:policy_check_in', { time: policy?.check_in_time || POLICY.checkIn })}
              </li>
              <li>
                {t('hotel:policy_check_out', { time: policy?.check_out_time || POLICY.checkOut })}
              </li>
              <li>{t('hotel:policy_min_age', { age: POLICY.minAge })}</li>
              <li>{t('hotel:policy_no_pets')}</li>
              <li>{t('hotel:policy_parking')}</li>
              <li>{t('hotel:policy_non_smoking')}</li>
              <li>{t('hotel:policy_free_cancellation', { days: FREE_CANCELLATION_DAYS })}</li>
            </Policies>
          </Section>
        </div>
        <Section aria-labelledby="location">
          <H2 id="location">{t('hotel:location')}</H2>
          <HotelMap
            lat={hotel.lat}
            lng={hotel.lng}
            name={hotel.name}
            address={hotel.address}
            apiKey={mapsKey}
          />
        </Section>
      </Layout>
      <Section aria-labelledby="rooms" id="rooms-section">
        <RoomsHeading id="rooms" tabIndex={-1}>
          {t('hotel:choose_room')}
        </RoomsHeading>
        <RatesNote />
        {rooms.length === 0 ? (
          <Notice role="status">
            {party ? (
              <p>
                {t('search:party_no_fit', {
                  guests: partyGuests(party),
                  rooms: t('search:party_summary_rooms', { count: party.rooms }),
                })}{' '}
                <a href={resultsHref}>{t('search:party_change')}</a>
              </p>
            ) : (
              <p>{t('hotel:no_rooms')}</p>
            )}
          </Notice>
        ) : (
          <Rooms>
            {rooms.map((room) => (
              <li key={room.id}>
                <Room
                  room={room}
                  nights={stay.nights}
                  enterDate={stay.enterDate}
                  leaveDate={stay.leaveDate}
                />
              </li>
            ))}
          </Rooms>
        )}
      </Section>
      {reviews ? (
        <ReviewsArea>
          <HotelReviews key={`${hotel.id}:${reviews.page}`} hotelId={hotel.id} first={reviews} />
        </ReviewsArea>
      ) : null}
      <SeeRooms rooms={rooms} nights={stay.nights} />
      <BarSpace />
    </Container>
  );
}

/** An unknown hotel gets its own clear page; anything else the shared error page. */
export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      testId="hotel-not-found"
      title="hotel:not_found_title"
      body="hotel:not_found_body"
      back="hotel:back_to_search"
      backHref="/hotel/search"
    />
  );
}
