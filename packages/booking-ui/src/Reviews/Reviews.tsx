import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../internal/format';
import { useUiTranslation } from '../internal/use-ui-translation';
import { VisuallyHidden } from '../internal/visually-hidden';
import { tabularNums } from '../theme/tokens';

export interface ReviewItem {
  id: number;
  /** 1-10. */
  score: number;
  /** As the guest wrote it; always shown as text, never as markup. */
  content: string;
  /** How the guest is named (`Alex D.`). */
  nickname: string;
  /** Seconds since the epoch. */
  createTime: number;
  /** The hotel's reply, shown under the review as written (never translated); '' for none. */
  reply?: string;
  /** The language the reply is written in (`zh`, `en`), for its `lang` attribute. */
  replyLang?: string;
}

export interface ReviewsProps {
  /** Reviews of the hotel in all. */
  total: number;
  /** Their average score, 1-10 with one decimal; 0 when there is none. */
  average: number;
  /** The reviews loaded so far, newest first. */
  reviews: ReviewItem[];
  /** The next reviews, while there are more: a plain link, so it works without JavaScript. */
  moreHref?: string;
  /** Loads the next reviews in place instead of following `moreHref` (a plain click only). */
  onMore?: () => void;
  /** Where loading the next reviews stands. */
  moreState?: 'idle' | 'loading' | 'failed';
  /** The section's id, the anchor `moreHref` can point at. Default `reviews`. */
  id?: string;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  /* Clear of the sticky header (72 px) when "show more" or a link lands on #reviews. */
  scroll-margin-top: 96px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Summary = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Average = styled.span`
  ${tabularNums}
  display: inline-grid;
  place-items: center;
  min-width: 3.2em;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm}
    ${({ theme }) => theme.radii.sm} 2px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Score = styled.span`
  ${tabularNums}
  display: inline-grid;
  place-items: center;
  min-width: 2em;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Line breaks as the guest typed them; a long unbroken word wraps instead of overflowing. */
const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/** The hotel's answer, set in under the guest's words. */
const Reply = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: ${({ theme }) => theme.colors.primarySubtle};

  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
`;

const MoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: progress;
  }
`;

/** A click the browser should handle itself: a new tab or window, a download. */
const openedElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A hotel's guest reviews: how many, their average out of 10 and the latest ones, each with
 * the hotel's reply under it when there is one, and a "show more" link to the next. The link is a real one (the page without JavaScript loads
 * the next reviews); with `onMore` the host loads them in place, and focus moves to the
 * first new review so a keyboard user carries on reading where the list grew.
 */
export function Reviews({
  total,
  average,
  reviews,
  moreHref,
  onMore,
  moreState = 'idle',
  id = 'reviews',
}: ReviewsProps) {
  const { t, language } = useUiTranslation();
  const headingId = `${id}-heading`;
  const items = useRef(new Map<number, HTMLElement>());
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const loading = moreState === 'loading';

  useEffect(() => {
    if (focusFrom === null || reviews.length <= focusFrom) return;
    const first = reviews[focusFrom];
    if (first) items.current.get(first.id)?.focus();
    setFocusFrom(null);
  }, [reviews, focusFrom]);

  const more = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onMore || openedElsewhere(event)) return;
    event.preventDefault();
    if (loading) return;
    setFocusFrom(reviews.length);
    onMore();
  };

  const shownAverage = average.toFixed(1);
  return (
    <Root id={id} aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>{t('hotel:reviews_title')}</Heading>
        {total > 0 ? (
          <Summary>
            <Average aria-hidden="true">
              {t('hotel:reviews_average', { score: shownAverage })}
            </Average>
            <VisuallyHidden>
              {t('hotel:reviews_average_label', { score: shownAverage })}
            </VisuallyHidden>
            <span>{t('hotel:reviews_count', { count: total })}</span>
          </Summary>
        ) : null}
      </Head>
      {total === 0 ? (
        <Empty>{t('hotel:reviews_empty')}</Empty>
      ) : reviews.length === 0 ? null : (
        <List>
          {reviews.map((review) => (
            <li key={review.id}>
              <Card
                tabIndex={-1}
                ref={(node) => {
                  if (node) items.current.set(review.id, node);
                  else items.current.delete(review.id);
                }}
              >
                <Byline>
                  <Score aria-hidden="true">{review.score}</Score>
                  <VisuallyHidden>
                    {t('hotel:review_score_label', { score: review.score })}
                  </VisuallyHidden>
                  <span>
                    {t('hotel:review_by', {
                      name: review.nickname,
                      date: formatDate(review.createTime, language),
                    })}
                  </span>
                </Byline>
                <Text>{review.content}</Text>
                {review.reply ? (
                  <Reply data-testid="review-reply">
                    <h3>{t('hotel:review_reply')}</h3>
                    <Text lang={review.replyLang || undefined}>{review.reply}</Text>
                  </Reply>
                ) : null}
              </Card>
            </li>
          ))}
        </List>
      )}
      <More>
        <div aria-live="polite">
          {loading ? <p>{t('hotel:reviews_loading')}</p> : null}
          {moreState === 'failed' ? <p>{t('hotel:reviews_load_failed')}</p> : null}
        </div>
        {moreHref && reviews.length > 0 ? (
          <MoreLink
            href={moreHref}
            onClick={more}
            aria-disabled={loading ? 'true' : undefined}
            data-testid="reviews-more"
          >
            {t('hotel:reviews_more')}
          </MoreLink>
        ) : null}
      </More>
    </Root>
  );
}
