import { Button, DateRangePicker, PartyPicker, type StayDates } from '@bookdirect/booking-ui';
import {
  DEFAULT_PARTY,
  formatMoney,
  type Party,
  partyErrors,
  partyParams,
} from '@bookdirect/gateway-sdk';
import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomView } from '../../detail.server';
import { fromYmd, type Stay, ymd } from '../../stay';
import { SeeRoomsBar, StayBox } from './detail-layout';

const sameParty = (a: Party, b: Party) =>
  a.rooms === b.rooms && a.adults === b.adults && a.children.join() === b.children.join();

/**
 * The stay of the page with the date picker and the rooms and guests: a complete new range,
 * or a new party once its panel closes, reloads the page (its prices, the room types that fit
 * and every link on it) with the choice in the URL. A range left half-picked goes back to the
 * page's stay; a party the rules refuse keeps its panel's message and changes nothing.
 */
export function StayDatesBox({ stay, party: asked }: { stay: Stay; party?: Party }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const initial: StayDates = {
    checkIn: fromYmd(stay.enterDate) ?? null,
    checkOut: fromYmd(stay.leaveDate) ?? null,
  };
  const [dates, setDates] = useState<StayDates>(initial);
  const pageParty = asked ?? DEFAULT_PARTY;
  const [party, setParty] = useState<Party>(pageParty);
  const applyParty = () => {
    if (sameParty(party, pageParty) || Object.keys(partyErrors(party)).length > 0) return;
    const params = new URLSearchParams(location.search);
    for (const name of ['rooms', 'adults', 'children']) params.delete(name);
    for (const [name, value] of Object.entries(partyParams(party))) params.set(name, value);
    params.delete('reviewPage');
    navigate(`/hotel/detail?${params}`, { preventScrollReset: true });
  };
  const updating =
    navigation.state === 'loading' && navigation.location.pathname === '/hotel/detail';
  return (
    <StayBox aria-labelledby="your-stay">
      <h2 id="your-stay">{t('hotel:your_stay')}</h2>
      <div>
        <DateRangePicker
          value={dates}
          hideLabel={false}
          onChange={(next) => {
            setDates(next);
            if (!next.checkIn || !next.checkOut) return;
            const enterDate = ymd(next.checkIn);
            const leaveDate = ymd(next.checkOut);
            if (enterDate === stay.enterDate && leaveDate === stay.leaveDate) return;
            const params = new URLSearchParams(location.search);
            params.set('enterDate', String(enterDate));
            params.set('leaveDate', String(leaveDate));
            params.delete('reviewPage');
            navigate(`/hotel/detail?${params}`, { preventScrollReset: true });
          }}
          onBlur={() =>
            setDates((current) => (current.checkIn && current.checkOut ? current : initial))
          }
        />
      </div>
      <div>
        <PartyPicker value={party} onChange={setParty} onClose={applyParty} />
      </div>
      <p aria-live="polite">{updating ? t('hotel:updating_prices') : ''}</p>
    </StayBox>
  );
}

/** Phones: the lowest price for the stay and a jump to the rooms, out of the way over them. */
export function SeeRooms({ rooms, nights }: { rooms: RoomView[]; nights: number }) {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const target = document.getElementById('rooms-section');
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) =>
      setHidden(entry ? entry.isIntersecting : false),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const open = rooms.filter((room) => room.stayPrice !== null && room.roomsLeft > 0);
  const cheapest = open.reduce<RoomView | undefined>(
    (best, room) => (!best || (room.stayPrice ?? 0) < (best.stayPrice ?? 0) ? room : best),
    undefined,
  );
  return (
    <SeeRoomsBar data-hidden={hidden ? '' : undefined} data-testid="see-rooms-bar">
      <p>
        {cheapest && cheapest.stayPrice !== null ? (
          <>
            <strong>
              {t('hotel:from_price', {
                price: formatMoney(
                  cheapest.stayPrice,
                  { currency: cheapest.currency, symbol: cheapest.symbol },
                  i18n.language === 'zh' ? 'zh' : 'en',
                ),
              })}
            </strong>
            <span>{t('hotel:price_for_stay', { count: nights })}</span>
          </>
        ) : (
          <span>{t('hotel:nights', { count: nights })}</span>
        )}
      </p>
      <Button href="#rooms" variant="accent" size="md">
        {t('hotel:see_rooms')}
      </Button>
    </SeeRoomsBar>
  );
}
