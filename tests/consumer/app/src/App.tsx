import { BookingUiProvider, useSiteLinks } from '@bookdirect/booking-ui/BookingUiProvider';
import { HotelCard, type HotelCardProps } from '@bookdirect/booking-ui/HotelCard';
import { type PickerRegion, SearchBox, type SearchValues } from '@bookdirect/booking-ui/SearchBox';
import { useState } from 'react';
import { bookingUrl, brand, partnerCode } from './brand';

export const regions: PickerRegion[] = [
  {
    id: 12,
    nameCn: '马来西亚',
    nameEn: 'Malaysia',
    cities: [{ id: 1201, nameCn: '亚庇', nameEn: 'Kota Kinabalu' }],
  },
];

export const hotel = {
  hotel_id: 88,
  coord_x: 116.07,
  coord_y: 5.98,
  name: 'Lotus Bay Beach Resort',
  address: 'Jalan Pantai 8',
};

const stay = { enterDate: 20300610, leaveDate: 20300612 };

function Page() {
  const links = useSiteLinks();
  const [searched, setSearched] = useState<SearchValues | null>(null);
  const card: HotelCardProps = {
    href: links.hotel(hotel, stay),
    name: hotel.name,
    address: hotel.address,
    score: 4.6,
    currency: 1,
    currencySymbol: '€',
    stayPrice: 263.5,
    nights: 2,
    layout: 'row',
  };
  return (
    <main>
      <SearchBox
        regions={regions}
        onSearch={setSearched}
        today={new Date(2030, 5, 1)}
        initial={{ checkIn: new Date(2030, 5, 10), checkOut: new Date(2030, 5, 12) }}
      />
      {searched ? (
        <output>
          {links.search({ cityId: searched.city.id, regionName: searched.city.nameEn, ...stay })}
        </output>
      ) : null}
      <HotelCard {...card} />
    </main>
  );
}

/** A partner page: the search box and one hotel, in the partner's brand, linking to its booking site. */
export function App() {
  return (
    <BookingUiProvider brand={brand} bookingUrl={bookingUrl} partnerCode={partnerCode}>
      <Page />
    </BookingUiProvider>
  );
}
