import { styled } from 'styled-components';
import { formatPoints } from '../internal/format';
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
}

export interface PointsHistoryProps {
  entries: PointsEntry[];
  /** Current page, from 1. */
  page?: number;
  /** Number of pages; the pager shows when there is more than one. */
  pageCount?: number;
  /** Link to another page of the history (plain links, so paging works without JavaScript). */
  pageHref?: (page: number) => string;
  /** Member level (1-4) and balance, shown above the list when given. */
  summary?: { level: number; credits: number };
}

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
    color: ${({ theme }) => theme.colors.accent};
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
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
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
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }

  & span[aria-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

/** Dates in UTC, so the server and the browser render the same text. */
function formatDate(seconds: number, language: 'zh' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(seconds * 1000));
}

/** Membership level, points balance and the points ledger, a page at a time. */
export function PointsHistory({
  entries,
  page = 1,
  pageCount = 1,
  pageHref = (p) => `?page=${p}`,
  summary,
}: PointsHistoryProps) {
  const { t, language } = useUiTranslation();
  return (
    <Root aria-labelledby="points-history-heading">
      {summary ? (
        <Summary>
          <div>
            <dt>{t('member:membership_level')}</dt>
            <dd>{t(`member:level_${summary.level}` as UiKey)}</dd>
          </div>
          <div>
            <dt>{t('member:points_balance')}</dt>
            <dd>{formatPoints(summary.credits, language)}</dd>
          </div>
        </Summary>
      ) : null}
      <Heading id="points-history-heading">{t('member:history')}</Heading>
      {entries.length === 0 ? (
        <Empty>{t('member:history_empty')}</Empty>
      ) : (
        <List>
          {entries.map((entry) => (
            <li key={entry.id}>
              <What>
                <span>{t(`member:operate_${entry.operate}` as UiKey)}</span>
                <small>
                  <time dateTime={new Date(entry.createTime * 1000).toISOString()}>
                    {formatDate(entry.createTime, language)}
                  </time>
                  {entry.orderId ? ` · ${t('member:order_ref', { id: entry.orderId })}` : null}
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
