import { deferred, RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { RatesNote, StaySummary } from '@bookdirect/booking-ui';
import { FILTER_PARAMS, filterCount, filterParams } from '@bookdirect/gateway-sdk';
import { dateLocale, dateTimeFormat } from '@bookdirect/gateway-sdk/intl';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Muted, Notice, PageTitle } from '../components/catalogue/layout';
import { ResultsFilters } from '../components/catalogue/ResultsFilters';
import { ResultsList as Results } from '../components/catalogue/ResultsList';
import { ResultsMapView } from '../components/catalogue/ResultsMapView';
import { SortControl } from '../components/catalogue/SortControl';
import { loadSearchPage } from '../search.server';
import { fromYmd } from '../stay';

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
      city={city}
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
