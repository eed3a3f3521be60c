import { Button, formatDateTime, SelectField, TextAreaField } from '@bookdirect/booking-ui';
import {
  REVIEW_REPLY_LANGS,
  type ReviewReplyLang,
  replyLangOf,
  STAFF_REVIEW_REASON_MAX,
  STAFF_REVIEW_REPLY_MAX,
  type StaffReview,
} from '@bookdirect/gateway-sdk/staff';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { kitLanguage } from '../../leads/words';
import type { ReviewAnswer } from '../../reviews/reviews.server';
import { StatusLine } from '../catalog/layout';
import { Actions, Tag } from '../layout';

const Card = styled.article`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  &[data-hidden='1'] {
    border-style: dashed;
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  details {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  summary:focus-visible,
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Score = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 3.5em;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Line breaks as written. */
const Words = styled.p`
  white-space: pre-line;
`;

const Reply = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySubtle};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

/**
 * One review in the back office: its score, words, reviewer, date, language and order; when
 * hidden, why and by whom; the hotel's reply. Its actions post on their own (a fetcher keyed
 * by the review): hide it with a reason, show it again, write, change or remove the reply.
 */
export function ReviewCard({ review }: { review: StaffReview }) {
  const { t, i18n } = useTranslation();
  const lang = kitLanguage(i18n.language);
  const fetcher = useFetcher<ReviewAnswer>({ key: `review-${review.review_id}` });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const posting = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : undefined;
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply);
  const [replyLang, setReplyLang] = useState<ReviewReplyLang | ''>(
    review.reply_lang === 'zh' || review.reply_lang === 'en' ? review.reply_lang : '',
  );
  // Another person's reply, read again after a post, replaces what the box showed.
  useEffect(() => setReply(review.reply), [review.reply]);
  const id = review.review_id;
  const titleId = `review-${id}-title`;
  const hidden = review.hidden === 1;
  const reasonError = answer?.intent === 'hide' ? answer.errors?.reason : undefined;
  const replyError = answer?.intent === 'reply' ? answer.errors?.content : undefined;
  const time = (seconds: number) => formatDateTime(seconds, lang, 'UTC');
  const shownLang = replyLang || replyLangOf(reply);
  return (
    <Card
      aria-labelledby={titleId}
      data-testid="review-card"
      data-review={id}
      data-hidden={review.hidden}
    >
      <h2 id={titleId}>
        <Score aria-label={t('office_reviews:score_label', { score: review.score })}>
          {t('office_reviews:score', { score: review.score })}
        </Score>
        <span>{review.nickname}</span>
        {hidden ? <Tag $tone="bad">{t('office_reviews:hidden_tag')}</Tag> : null}
      </h2>
      <Words lang={review.lang}>{review.content}</Words>
      <small>
        {t('office_reviews:written', {
          time: time(review.create_time),
          lang: t(`office_reviews:lang_${review.lang === 'zh' ? 'zh' : 'en'}`),
        })}
        {' · '}
        {review.order_id ? (
          <a href={`/orders/${review.order_id}`}>
            {t('office_reviews:order_link', { id: review.order_id })}
          </a>
        ) : (
          t('office_reviews:no_order')
        )}
      </small>
      {hidden ? (
        <small data-testid="review-hidden-line">
          {t('office_reviews:hidden_line', {
            name: review.hidden_by_name || '—',
            time: time(review.hidden_time),
            reason: review.hidden_reason,
          })}
        </small>
      ) : null}
      {review.reply ? (
        <Reply data-testid="review-reply">
          <h3>{t('office_reviews:reply_heading')}</h3>
          <Words lang={review.reply_lang || undefined}>{review.reply}</Words>
          <small>
            {t('office_reviews:reply_by', {
              name: review.replied_by_name || '—',
              time: time(review.reply_time),
            })}
          </small>
        </Reply>
      ) : null}

      {hidden ? (
        <fetcher.Form method="post">
          <input type="hidden" name="review_id" value={id} />
          <Actions>
            <Button
              type="submit"
              name="intent"
              value="show"
              size="sm"
              variant="secondary"
              loading={posting === 'show'}
            >
              {t('office_reviews:show_again')}
            </Button>
          </Actions>
        </fetcher.Form>
      ) : (
        <details open={reasonError ? true : undefined}>
          <summary>{t('office_reviews:hide')}</summary>
          <fetcher.Form method="post">
            <input type="hidden" name="review_id" value={id} />
            <TextAreaField
              id={`review-${id}-reason`}
              label={t('office_reviews:hide_reason')}
              name="reason"
              aria-required="true"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={STAFF_REVIEW_REASON_MAX}
              rows={2}
              error={reasonError ? t(reasonError) : undefined}
            />
            <Actions style={{ marginTop: 0 }}>
              <Button
                type="submit"
                name="intent"
                value="hide"
                size="sm"
                variant="secondary"
                loading={posting === 'hide'}
              >
                {t('office_reviews:hide_confirm')}
              </Button>
            </Actions>
          </fetcher.Form>
        </details>
      )}

      {/* A saved reply closes its box: the reply now shows above it. */}
      <details key={review.reply_time} open={replyError ? true : undefined}>
        <summary>{t(review.reply ? 'office_reviews:reply_edit' : 'office_reviews:reply')}</summary>
        <fetcher.Form method="post">
          <input type="hidden" name="review_id" value={id} />
          <TextAreaField
            id={`review-${id}-reply`}
            label={t('office_reviews:reply_label', { name: review.nickname })}
            name="content"
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            maxLength={STAFF_REVIEW_REPLY_MAX}
            rows={3}
            error={replyError ? t(replyError) : undefined}
          />
          <Row>
            <SelectField
              id={`review-${id}-reply-lang`}
              label={t('office_reviews:reply_lang')}
              name="lang"
              value={shownLang}
              onChange={(event) => setReplyLang(event.target.value === 'zh' ? 'zh' : 'en')}
            >
              {REVIEW_REPLY_LANGS.map((code) => (
                <option key={code} value={code}>
                  {t(`office_reviews:lang_${code}`)}
                </option>
              ))}
            </SelectField>
          </Row>
          <Actions style={{ marginTop: 0 }}>
            <Button
              type="submit"
              name="intent"
              value="reply"
              size="sm"
              variant="secondary"
              loading={posting === 'reply'}
            >
              {t('office_reviews:reply_save')}
            </Button>
            {review.reply ? (
              <Button
                type="submit"
                name="intent"
                value="reply_remove"
                size="sm"
                variant="secondary"
                loading={posting === 'reply_remove'}
              >
                {t('office_reviews:reply_remove')}
              </Button>
            ) : null}
          </Actions>
        </fetcher.Form>
      </details>
      <StatusLine tone={answer?.tone === 'error' ? 'error' : answer ? 'success' : undefined}>
        {answer?.key ? t(answer.key) : answer?.message}
      </StatusLine>
    </Card>
  );
}
