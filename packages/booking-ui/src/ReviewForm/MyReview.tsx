import { styled } from 'styled-components';
import { formatDate } from '../internal/format';
import { OrderPanel } from '../internal/order-panel';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface MyReviewProps {
  /** 1-10. */
  score: number;
  /** As written: shown as text, never as markup. */
  content: string;
  /** When it was written, seconds since the epoch. */
  createTime: number;
  /** The hotel's IANA time zone for the date; UTC without one. */
  timeZone?: string;
  /** The section's id, the anchor My Trips links to. Default `review`. */
  id?: string;
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Score = styled.strong`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-variant-numeric: tabular-nums;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The traveller's own review of a stay (status 8): score, date and text. */
export function MyReview({ score, content, createTime, timeZone, id = 'review' }: MyReviewProps) {
  const { t, language } = useUiTranslation();
  const titleId = `${id}-title`;
  const date = formatDate(createTime, language, timeZone);
  return (
    <OrderPanel id={id} aria-labelledby={titleId} data-testid="my-review">
      <h2 id={titleId}>{t('booking:your_review')}</h2>
      <Head>
        <Score>{t('booking:review_score_value', { score })}</Score>
        <When>{t('booking:reviewed_on', { date })}</When>
      </Head>
      <Text>{content}</Text>
    </OrderPanel>
  );
}
