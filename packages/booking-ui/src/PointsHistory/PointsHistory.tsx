import { LEVEL_NIGHTS } from '@bookdirect/gateway-sdk/constants';
import { styled } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { formatDate, formatPoints } from '../internal/format';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import { tabularNums } from '../theme/tokens';

export interface PointsEntry {
  id: number;
  /** 1 earned on a completed stay, 2 spent, 3 returned on cancellation, 4 expired. */
  operate: number;
  /** Signed: positive for 1 and 3, negative for 2 and 4. */
  credits: number;
  /** Seconds since the epoch. */
  createTime: number;
  /** The order it belongs to, '' for none. */
  orderId?: string;
  /** Earned and returned points: when they expire, seconds since the epoch; 0 or absent for none. */
  expireTime?: number;
}

export interface PointsHistoryProps {
  entries: PointsEntry[];
  /** Current page, from 1. */
  page?: number;
  /** Number of pages; the pager shows when there is more than one. */
  pageCount?: number;
  /** Link to another page of the history (plain links, so paging works without JavaScript). */
  pageHref?: (page: number) => string;
  /**
   * Member level (1-4), balance and the nights of the last 12 months the level comes from,
   * shown above the list when given.
   */
  summary?: { level: number; credits: number; nights?: number };
  /** Where an entry's order opens; the booking site's order detail page by default. */
  orderHref?: (orderId: string) => string;
}

/** The order detail page of an order (spec: `/order/detail?orderId=`), as a booking-site path. */
export const orderDetailHref = (orderId: string) =>
  `/order/detail?orderId=${encodeURIComponent(orderId)}`;

/** Nights still to stay for the next level, and that level; undefined at the top. */
export function nextLevel(nights: number): { level: number; nights: number } | undefined {
  const next = LEVEL_STEPS.find((step) => nights < step.nights);
  return next ? { level: next.level, nights: next.nights - nights } : undefined;
}

const LEVEL_STEPS = [
  { level: 2, nights: LEVEL_NIGHTS.gold },
  { level: 3, nights: LEVEL_NIGHTS.platinum },
  { level: 4, nights: LEVEL_NIGHTS.diamond },
];

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  & > div {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & dd {
    ${tabularNums}
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & div:last-child dd {
    color: ${({ theme }) => theme.colors.accentText};
  }

  & dd + dd {
    ${tabularNums}
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};

    & > div {
      padding: ${({ theme }) => theme.space.md};
    }

    & dd {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Rule = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    align-items: center;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const What = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  & > span {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & > small {
    ${tabularNums}
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  /* Inline-block, so a link's underline does not run under the separator. */
  & > small > * + *::before {
    content: '·';
    display: inline-block;
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* On phones each fact on a line of its own: date, order, expiry. */
  ${({ theme }) => theme.media.mobile} {
    & > small {
      flex-direction: column;
      align-items: flex-start;
    }

    & > small > * + *::before {
      content: none;
    }
  }

  & > small > a {
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

const Amount = styled.span`
  ${tabularNums}
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &[data-sign='plus'] {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & a,
  & span[aria-disabled] {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }

  & span[aria-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Membership level with the nights it comes from, points balance and the points ledger, a
 * page at a time: each entry with what happened, its date, its order (a link) and, for points
 * earned or returned, when they expire.
 */
export function PointsHistory({
  entries,
  page = 1,
  pageCount = 1,
  pageHref = (p) => `?page=${p}`,
  summary,
  orderHref,
}: PointsHistoryProps) {
  const { t, language } = useUiTranslation();
  const site = useSiteLinks();
  const orderLink = orderHref ?? ((orderId: string) => site.url(orderDetailHref(orderId)));
  const levelName = (level: number) => t(`member:level_${level}` as UiKey);
  const next = summary?.nights === undefined ? undefined : nextLevel(summary.nights);
  return (
    <Root aria-labelledby="points-history-heading">
      {summary ? (
        <Summary>
          <div>
            <dt>{t('member:membership_level')}</dt>
            <dd data-level={summary.level}>
              {t('member:level_member', { level: levelName(summary.level) })}
            </dd>
            {summary.nights === undefined ? null : (
              <dd>
                {t('member:nights_year', { count: summary.nights })}
                {next
                  ? ` · ${t('member:level_next', { count: next.nights, level: levelName(next.level) })}`
                  : null}
              </dd>
            )}
          </div>
          <div>
            <dt>{t('member:points_balance')}</dt>
            <dd>{formatPoints(summary.credits, language)}</dd>
          </div>
        </Summary>
      ) : null}
      <Heading id="points-history-heading">{t('member:history')}</Heading>
      <Rule>{t('member:points_expiry_rule')}</Rule>
      {entries.length === 0 ? (
        <Empty>{t('member:history_empty')}</Empty>
      ) : (
        <List>
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-operate={entry.operate}
              data-order-id={entry.orderId || undefined}
            >
              <What>
                <span>{t(`member:operate_${entry.operate}` as UiKey)}</span>
                <small>
                  <time dateTime={new Date(entry.createTime * 1000).toISOString()}>
                    {formatDate(entry.createTime, language)}
                  </time>
                  {entry.orderId ? (
                    <a href={orderLink(entry.orderId)}>
                      {t('member:order_ref', { id: entry.orderId })}
                    </a>
                  ) : null}
                  {entry.expireTime ? (
                    <span>
                      {t('member:expires_on', { date: formatDate(entry.expireTime, language) })}
                    </span>
                  ) : null}
                </small>
              </What>
              <Amount data-sign={entry.credits > 0 ? 'plus' : 'minus'}>
                {entry.credits > 0 ? '+' : ''}
                {formatPoints(entry.credits, language)}
              </Amount>
            </li>
          ))}
        </List>
      )}
      {pageCount > 1 ? (
        <Pager aria-label={t('member:pagination')}>
          {page > 1 ? (
            <a href={pageHref(page - 1)} rel="prev">
              {t('member:previous_page')}
            </a>
          ) : (
            <span aria-disabled="true">{t('member:previous_page')}</span>
          )}
          <span aria-current="page">{t('member:page_of', { page, pages: pageCount })}</span>
          {page < pageCount ? (
            <a href={pageHref(page + 1)} rel="next">
              {t('member:next_page')}
            </a>
          ) : (
            <span aria-disabled="true">{t('member:next_page')}</span>
          )}
        </Pager>
      ) : null}
    </Root>
  );
}
