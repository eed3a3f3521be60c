import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { FavoriteList } from '@bookdirect/booking-ui';
import { dateLocale, dateTimeFormat } from '@bookdirect/gateway-sdk/intl';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { readStay } from '../catalogue.server';
import { MemberCard } from '../components/members/layout';
import { favoriteAction, loadFavorites } from '../favorites.server';
import { shell } from '../shell.server';
import { fromYmd } from '../stay';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['hotel', 'search'] };

export const meta = routeMeta({ title: 'user_favorite', description: 'favorites:subtitle' });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The prices are for the stay the site is searching (the URL's dates), tonight by default.
  const { stay } = readStay(url);
  const asked = Number(url.searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 0 && asked <= 10_000 ? asked : 1;
  const favorites = await loadFavorites(request, page, stay);
  const lang = shell.language(request);
  const day = dateTimeFormat(dateLocale(lang), {
    day: 'numeric',
    month: 'short',
  });
  const format = (ymd: number) => {
    const date = fromYmd(ymd);
    return date ? day.format(date) : String(ymd);
  };
  // Dates in the visitor's words, worked out here so the browser hydrates the same text.
  const dates = { start: format(stay.enterDate), end: format(stay.leaveDate) };
  return { ...favorites, stay, dates };
}

export async function action({ request }: ActionFunctionArgs) {
  return favoriteAction(request);
}

const Pages = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export default function UserFavoritePage() {
  const { t } = useTranslation();
  const { hotels, total, page, pageCount, stay, dates } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const removing =
    navigation.formData?.get('intent') === 'remove'
      ? [Number(navigation.formData.get('favoriteId'))]
      : [];
  const stayQuery = `enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;
  const pageHref = (p: number) => `/user_favorite?${stayQuery}&page=${p}`;
  return (
    <MemberCard title={t('favorites:title')} subtitle={t('favorites:subtitle')} wide>
      {total > 0 ? (
        <Count data-testid="favorites-count">{t('favorites:count', { count: total })}</Count>
      ) : null}
      <FavoriteList
        hotels={hotels}
        nights={stay.nights}
        pricesFor={t('favorites:prices_for', {
          ...dates,
          nights: t('hotel:nights', { count: stay.nights }),
        })}
        removeAction={`/user_favorite?${stayQuery}${page > 1 ? `&page=${page}` : ''}`}
        removeForm={Form}
        removing={removing}
        searchHref="/hotel/search"
      />
      {pageCount > 1 ? (
        <Pages aria-label={t('favorites:title')}>
          {page > 1 ? (
            <a href={pageHref(page - 1)} rel="prev">
              {t('favorites:previous')}
            </a>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <a href={pageHref(page + 1)} rel="next">
              {t('favorites:next')}
            </a>
          ) : null}
        </Pages>
      ) : null}
    </MemberCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
