import { deferred, RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { HotelCard, HotelCardSkeleton, RatesNote, StaySummary } from '@bookdirect/booking-ui';
import { FILTER_PARAMS, filterCount, filterParams } from '@bookdirect/gateway-sdk';
import { dateLocale, dateTimeFormat } from '@bookdirect/gateway-sdk/intl';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Muted, Notice, PageTitle } from '../components/catalogue/layout';
import { ResultsFilters } from '../components/catalogue/ResultsFilters';
import { ResultsMapView } from '../components/catalogue/ResultsMapView';
import { SaveHotel } from '../components/catalogue/SaveHotel';
import { SortControl } from '../components/catalogue/SortControl';
import { loadSearchPage, type ResultHotel } from '../search.server';
import { fromYmd } from '../stay';
import type { loader as moreLoader } from './hotel.search_.more';

/**
 * The search box comes beside the page's code, not in it (the page is at the edge of its
 * budget): its server HTML is a GET form that searches meanwhile, and phones open it on demand.
 */
const SiteSearchBox = deferred(() =>
  import('../components/catalogue/SiteSearchBox').then((m) => m.SiteSearchBox),
);

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['search', 'hotel'] };

export const meta = routeMeta({ title: 'hotel_search' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSearchPage(request);
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: 0;
  list-style: none;
`;

const Top = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0 0;

  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

/** The stay under the title and the order beside it; phones read the stay in the summary. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    & > p {
      display: none;
    }
  }
`;

/** The hotels found, beside the stay; phones too. */
const Count = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Desktop: the filters left of the list; phones: above it, behind their disclosure. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

const Main = styled.div`
  min-width: 0;

  & > [role='status'] {
    margin-top: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    & > [role='status'] {
      margin-top: ${({ theme }) => theme.space.md};
    }
  }
`;

const ClearLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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

function Results({
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

/** The fields the order's form has of its own; it keeps the rest of the URL (the party). */
const SORT_FORM_FIELDS = ['enterDate', 'leaveDate', 'city_id', 'region_name', 'sort'];

export default function HotelSearch() {
  const result = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { stay, sort, city } = result;
  const lang = dateLocale(i18n.language === 'zh' ? 'zh' : 'en');
  const fmt = (value: number) =>
    dateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(fromYmd(value));
  const more = result.kind === 'results' ? result.more : '';
  const filters = result.filters;
  const filtersSet = filterCount(filters);
  // The rest of the search (city, dates, party, order), as the URL spells it, for the filters'
  // form and "Clear all"; the party alone for the order's form.
  const rest: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (!(FILTER_PARAMS as readonly string[]).includes(name)) rest[name] = value;
  }
  const clearHref = `/hotel/search?${new URLSearchParams(rest)}`;
  const sortKeeps = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !SORT_FORM_FIELDS.includes(name)),
  );
  const searchBox = (
    <SiteSearchBox
      key={location.search}
      regions={result.regions}
      cityId={city?.id}
      enterDate={stay.enterDate}
      leaveDate={stay.leaveDate}
      party={result.party}
      layout="bar"
      action="update"
      keep={sort === 'rcmd' ? undefined : { sort }}
      keepInCity={filterParams(filters)}
    />
  );

  return (
    <Container>
      <Top>
        {city ? (
          // Phones: the stay on one line, the form on demand; wider screens: the form.
          <StaySummary
            key={location.search}
            destination={city.name}
            checkIn={fromYmd(stay.enterDate) ?? new Date()}
            checkOut={fromYmd(stay.leaveDate) ?? new Date()}
            editLabel={t('search:edit_search')}
          >
            {searchBox}
          </StaySummary>
        ) : (
          searchBox
        )}
      </Top>
      {result.kind === 'unknown_city' || !city ? (
        <Notice role="status">
          <h1>{t('search:unknown_city_title')}</h1>
          <p>{t('search:unknown_city_body')}</p>
        </Notice>
      ) : (
        <>
          <PageTitle>{t('search:results_title', { city: city.name })}</PageTitle>
          <Toolbar>
            <Muted>
              {t('search:stay_summary', {
                checkIn: fmt(stay.enterDate),
                checkOut: fmt(stay.leaveDate),
                nights: t('search:nights', { count: stay.nights }),
              })}
            </Muted>
            <Count data-testid="result-count">
              {t('search:filter_hotels', { count: result.total })}
            </Count>
            {result.hotels.length > 0 ? (
              <SortControl
                key={location.search}
                sort={sort}
                cityId={city.id}
                regionName={city.nameEn}
                enterDate={stay.enterDate}
                leaveDate={stay.leaveDate}
                keep={{ ...sortKeeps, ...filterParams(filters) }}
              />
            ) : null}
          </Toolbar>
          <Columns>
            <ResultsFilters
              filters={filters}
              facets={result.facets}
              hidden={rest}
              clearHref={clearHref}
            />
            <Main>
              <ResultsMapView hotels={result.hotels} city={city.name} />
              {result.hotels.length === 0 && filtersSet > 0 ? (
                <Notice role="status" data-testid="no-filter-results">
                  <h2>{t('search:filter_empty_title')}</h2>
                  <p>{t('search:filter_empty_body', { city: city.name })}</p>
                  <ClearLink to={clearHref} preventScrollReset>
                    {t('search:filter_clear_all', { count: filtersSet })}
                  </ClearLink>
                </Notice>
              ) : result.hotels.length === 0 ? (
                <Notice role="status" data-testid="no-results">
                  <h2>{t('search:empty_title')}</h2>
                  <p>{t('search:empty_body', { city: city.name })}</p>
                </Notice>
              ) : (
                <>
                  <RatesNote />
                  <Results
                    key={location.search}
                    first={result.hotels}
                    more={more}
                    nights={stay.nights}
                    total={result.total}
                  />
                </>
              )}
            </Main>
          </Columns>
        </>
      )}
    </Container>
  );
}
