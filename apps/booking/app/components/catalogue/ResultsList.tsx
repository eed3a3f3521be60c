import { HotelCard, HotelCardSkeleton } from '@bookdirect/booking-ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { loader as moreLoader } from '../../routes/hotel.search_.more';
import type { ResultHotel } from '../../search.server';
import { SaveHotel } from './SaveHotel';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: 0;
  list-style: none;
`;

const End = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const MoreButton = styled.button`
  display: block;
  min-height: 44px;
  margin: ${({ theme }) => theme.space.lg} auto ${({ theme }) => theme.space.xxl};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

export function ResultsList({
  first,
  more,
  nights,
  total,
}: {
  first: ResultHotel[];
  more: string;
  nights: number;
  /** Hotels of the answer, every page: the list is done once it shows them all. */
  total: number;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof moreLoader>();
  const [pages, setPages] = useState<ResultHotel[][]>([first]);
  const [done, setDone] = useState(first.length === 0 || first.length >= total);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const answer = fetcher.data;
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    if (answer.page !== pages.length + 1) return;
    if (answer.hotels.length === 0) setDone(true);
    else {
      setPages((current) => [...current, answer.hotels]);
      if (pages.flat().length + answer.hotels.length >= total) setDone(true);
    }
  }, [fetcher.state, fetcher.data, pages, total]);

  const loadMore = () => {
    if (loading || done) return;
    setFailed(false);
    fetcher.load(`${more}&page=${pages.length + 1}`);
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [done, failed]);

  const hotels = pages.flat();
  return (
    <>
      <List aria-label={t('titles:hotel_search')} data-testid="results">
        {hotels.map((hotel, index) => (
          <li key={hotel.id}>
            <HotelCard
              {...hotel}
              nights={nights}
              layout="row"
              ctaLabel={t('search:view_rates')}
              priority={index < 2}
              action={
                <SaveHotel
                  hotelId={hotel.id}
                  hotelName={hotel.name}
                  favoriteId={hotel.favoriteId}
                />
              }
            />
          </li>
        ))}
        {loading ? (
          <li>
            <HotelCardSkeleton layout="row" />
          </li>
        ) : null}
      </List>
      <div ref={sentinel} />
      <div aria-live="polite">
        {done ? (
          <End data-testid="end-of-results">{t('search:end_of_results')}</End>
        ) : failed ? (
          <>
            <End>{t('search:load_failed')}</End>
            <MoreButton type="button" onClick={loadMore}>
              {t('common:retry')}
            </MoreButton>
          </>
        ) : loading ? (
          <End>{t('search:loading_more')}</End>
        ) : (
          <MoreButton type="button" onClick={loadMore}>
            {t('search:load_more')}
          </MoreButton>
        )}
      </div>
    </>
  );
}
