import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const GATEWAY = (process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

const List = styled.ul`
  display: grid;
  gap: 12px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 12px;
  border: 1px solid #ddd;
  border-radius: 8px;
`;

/** One gateway call: the first page of the city's hotels for the stay in the URL. */
export async function loader({ request }) {
  const url = new URL(request.url);
  const query = new URLSearchParams({
    city_id: url.searchParams.get('city_id') ?? '',
    start_day: url.searchParams.get('enterDate') ?? '',
    days: url.searchParams.get('days') ?? '3',
    page: '1',
    nums: '100',
  });
  const response = await fetch(`${GATEWAY}/gateway?lang=en`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Api-Path': `/v1/u/hotel/main/?${query}`,
      'X-Api-Method': 'GET',
    },
    body: '{}',
  });
  const envelope = await response.json();
  if (envelope.rec !== 0) throw new Response(envelope.msg, { status: 502 });
  return { hotels: envelope.data.hotel_list.map((h) => ({ id: h.hotel_id, name: h.name })) };
}

export default function Index() {
  const { hotels } = useLoaderData();
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title', { count: hotels.length })}</h1>
      <List>
        {hotels.map((hotel) => (
          <Item key={hotel.id}>
            <a href={`/hotel/detail?hotelId=${hotel.id}`}>{hotel.name}</a>
          </Item>
        ))}
      </List>
    </main>
  );
}
