import { routeMeta } from '@bookdirect/app-shell';
import { notFound } from '@bookdirect/app-shell/server';
import { HotelMap, PhotoGrid, RoomTypeCard, ScoreLabel } from '@bookdirect/booking-ui';
import { FREE_CANCELLATION_DAYS } from '@bookdirect/gateway-sdk';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { googleMapsApiKey, readStay } from '../catalogue.server';

import { Container, Muted, Notice, PageTitle } from '../components/catalogue/layout';
import { NotFoundBoundary } from '../components/NotFoundBoundary';
import { loadHotel, type RoomView } from '../detail.server';
import { shell } from '../shell.server';
import { fromYmd, hotelTags } from '../stay';
import type { loader as ratesLoader } from './hotel.rates';

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
  const found = await loadHotel(shell.gatewayFor(request), hotelId, stay);
  return { ...found, stay, mapsKey: googleMapsApiKey };
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.xl} 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Policies = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Rooms = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
`;

const Tags = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

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
      roomsLeft={room.roomsLeft}
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
  const { hotel, photos, rooms, stay, mapsKey, policy } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tags = hotelTags(hotel.tags);
  return (
    <Container>
      <Head>
        <div>
          <PageTitle>{hotel.name}</PageTitle>
          <Muted>{hotel.address}</Muted>
          {tags.length > 0 ? <Tags>{tags.join(' · ')}</Tags> : null}
        </div>
        <ScoreLabel score={hotel.score} size="md" />
      </Head>
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
          <HotelMap lat={hotel.lat} lng={hotel.lng} name={hotel.name} apiKey={mapsKey} />
        </Section>
      </Layout>
      <Section aria-labelledby="rooms">
        <H2 id="rooms">{t('hotel:choose_room')}</H2>
        {rooms.length === 0 ? (
          <Notice role="status">
            <p>{t('hotel:no_rooms')}</p>
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
