import { FREE_CANCELLATION_DAYS } from '@bookdirect/gateway-sdk/constants';
import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { ApproxPrice } from '../Currency/DisplayCurrency';
import { formatDay } from '../internal/format';
import { Picture } from '../internal/Picture';
import { useUiTranslation } from '../internal/use-ui-translation';
import { tabularNums } from '../theme/tokens';

// The rate's and the room's details open in a dialog whose code is fetched when someone
// reaches for them (pointer or focus on the links), not with the hotel page.
const loadModal = () => import('../Modal/Modal');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));
const preloadModal = () => {
  void loadModal();
};

export interface RoomFacility {
  name: string;
  present: boolean;
}

export interface RoomNight {
  date: Date;
  price: number;
}

export interface RoomTypeCardProps {
  name: string;
  imageSrc?: string;
  /** Price for the whole stay; null when some night has no price. */
  stayPrice: number | null;
  /** Currency of the prices; it decides the decimals shown (none for JPY). */
  currency: CurrencyId;
  currencySymbol: string;
  /** Nights in the stay. */
  nights: number;
  /** Rooms left for the stay; Reserve is inert at 0. */
  roomsLeft: number;
  /** 1 double, 2 twin, otherwise several beds. */
  bedroomNums: number;
  maxGuests: number;
  /** Square metres. */
  area: number;
  /** Kind of room, already in the page's language. */
  roomKind?: string;
  facilities?: { basic: RoomFacility[]; bathroom: RoomFacility[]; kitchen: RoomFacility[] };
  /** Night-by-night prices for the rate-details modal; the host may fetch them on open. */
  nightlyPrices?: RoomNight[];
  /** Called when the rate-details modal opens, so the host can load `nightlyPrices`. */
  onRateDetailsOpen?: () => void;
  /** Where Reserve leads (the booking step). */
  reserveHref: string;
}

const Root = styled.article`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};

  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.mobile} {
    aspect-ratio: 16 / 9;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;

  & > button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryText};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: underline;
    cursor: pointer;
    min-height: 32px;
  }
`;

const Buy = styled.div`
  ${tabularNums}
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  text-align: right;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    align-items: center;
    text-align: left;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  & > strong {
    display: block;
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  /* The stay price in the visitor's chosen currency, on its own line. */
  & > [data-testid='approx-price'] {
    display: block;
  }
`;

const Left = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Table = styled.table`
  ${tabularNums}
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  & td {
    text-align: right;
  }
  & tfoot th,
  & tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const FacilityList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

/**
 * A room type of the hotel page: photo, beds, guests, size, price for the stay and rooms
 * left, with the rate-details (night by night) and room-details (facilities) modals.
 * Reserve is inert when no room is left.
 */
export function RoomTypeCard(props: RoomTypeCardProps) {
  const {
    name,
    imageSrc,
    stayPrice,
    currency,
    currencySymbol,
    nights,
    roomsLeft,
    bedroomNums,
    maxGuests,
    area,
    roomKind,
    facilities,
    nightlyPrices,
    onRateDetailsOpen,
    reserveHref,
  } = props;
  const { t, language } = useUiTranslation();
  const money = (amount: number) =>
    formatMoney(amount, { currency, symbol: currencySymbol }, language);
  const [modal, setModal] = useState<'rate' | 'room' | null>(null);
  // Mounted from the first opening on, so the dialog can close as it opens.
  const [used, setUsed] = useState(false);
  const show = (which: 'rate' | 'room') => {
    setUsed(true);
    setModal(which);
  };
  const soldOut = roomsLeft <= 0 || stayPrice == null;
  const bed =
    bedroomNums === 1
      ? t('hotel:bed_big')
      : bedroomNums === 2
        ? t('hotel:bed_twin')
        : t('hotel:bed_multi');
  const groups = facilities
    ? ([
        ['hotel:facilities_basic', facilities.basic],
        ['hotel:facilities_bathroom', facilities.bathroom],
        ['hotel:facilities_kitchen', facilities.kitchen],
      ] as const)
    : [];

  return (
    <Root data-testid="room-type-card">
      <Media>
        <Picture src={imageSrc} alt="" loading="lazy" />
      </Media>
      <Info>
        <h3>{name}</h3>
        <Facts>
          {roomKind ? <li>{roomKind}</li> : null}
          <li>{bed}</li>
          <li>{t('hotel:sleeps', { count: maxGuests })}</li>
          {area > 0 ? <li>{t('hotel:area', { area })}</li> : null}
        </Facts>
        <Links onPointerEnter={preloadModal} onFocus={preloadModal}>
          <button
            type="button"
            onClick={() => {
              show('rate');
              onRateDetailsOpen?.();
            }}
          >
            {t('hotel:rate_details')}
          </button>
          <button type="button" onClick={() => show('room')}>
            {t('hotel:room_details')}
          </button>
        </Links>
      </Info>
      <Buy>
        <div>
          {stayPrice != null ? (
            <Price>
              <strong>{money(stayPrice)}</strong>
              <ApproxPrice amount={stayPrice} currency={currency} />
              {t('hotel:price_for_stay', { count: nights })}
            </Price>
          ) : null}
          {soldOut ? (
            <Left>{t('hotel:sold_out')}</Left>
          ) : roomsLeft <= 5 ? (
            <Left>{t('hotel:rooms_left', { count: roomsLeft })}</Left>
          ) : null}
        </div>
        <Button variant="accent" href={reserveHref} disabled={soldOut}>
          {t('hotel:reserve')}
        </Button>
      </Buy>
      {used ? (
        <Suspense fallback={null}>
          <Modal
            open={modal === 'rate'}
            onClose={() => setModal(null)}
            title={t('hotel:rate_details')}
          >
            {nightlyPrices && nightlyPrices.length > 0 ? (
              <Table>
                <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
                  {t('hotel:price_by_night')}
                </caption>
                <tbody>
                  {nightlyPrices.map((night) => (
                    <tr key={night.date.getTime()}>
                      <th scope="row">{formatDay(night.date, language)}</th>
                      <td>{money(night.price)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('hotel:total')}</th>
                    <td>{money(nightlyPrices.reduce((sum, night) => sum + night.price, 0))}</td>
                  </tr>
                </tfoot>
              </Table>
            ) : stayPrice != null ? (
              <p>
                {money(stayPrice)} {t('hotel:price_for_stay', { count: nights })}
              </p>
            ) : null}
            <p>{t('hotel:taxes_included')}</p>
            <p>{t('hotel:policy_free_cancellation', { days: FREE_CANCELLATION_DAYS })}</p>
          </Modal>
          <Modal open={modal === 'room'} onClose={() => setModal(null)} title={name} size="lg">
            <Facts style={{ marginBottom: 16 }}>
              {roomKind ? <li>{roomKind}</li> : null}
              <li>{bed}</li>
              <li>{t('hotel:sleeps', { count: maxGuests })}</li>
              {area > 0 ? <li>{t('hotel:area', { area })}</li> : null}
            </Facts>
            {groups.map(([key, all]) => {
              const list = all.filter((item) => item.present);
              return list.length > 0 ? (
                <div key={key}>
                  <h3>{t(key)}</h3>
                  <FacilityList>
                    {list.map((item) => (
                      <li key={item.name}>{item.name}</li>
                    ))}
                  </FacilityList>
                </div>
              ) : null;
            })}
          </Modal>
        </Suspense>
      ) : null}
    </Root>
  );
}
