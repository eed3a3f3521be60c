import {
  REMARK_MAX,
  REMARK_WARN_ABOVE,
  REVIEW_CONTENT_MAX,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
} from '@bookdirect/gateway-sdk/constants';
import { orderReviewBody } from '@bookdirect/gateway-sdk/schemas';
import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { OrderPanel } from '../internal/order-panel';
import { visuallyHidden } from '../internal/visually-hidden';
import { ChoiceGroup, ChoiceGroupError, FormActions, MemberFormFrame } from '../MemberForms/parts';
import { useMemberForm } from '../MemberForms/use-member-form';
import { TextAreaField } from '../TextAreaField/TextAreaField';

/** The score as the form holds it ('' before one is chosen) and the text. */
export type ReviewValues = {
  score: string;
  content: string;
};

export interface ReviewFormProps {
  /** Where the form posts (the order page's action); it works without JavaScript too. */
  action: string;
  /** Extra hidden fields posted with the form (`intent`, `from`). */
  hiddenFields?: Record<string, string>;
  /** Receives the `<form>` once the values pass `orderReviewBody`, e.g. Remix's `submit`; without it the form submits natively. */
  onSubmit?: (form: HTMLFormElement) => void;
  /** The review is being sent: the button shows its spinner. */
  busy?: boolean;
  /** The gateway's refusal (its translated `msg`). */
  message?: string;
  /** Field errors the action answered with (locales keys). */
  errors?: Partial<Record<keyof ReviewValues, string>>;
  /** What was posted, when the page comes back with errors (no JavaScript). */
  initialValues?: ReviewValues;
  /** The section's id, the anchor My Trips links to. Default `review`. */
  id?: string;
}

const SCORES = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, i) => REVIEW_SCORE_MIN + i,
);

/** The counter warns over the last stretch of the text, as the remark's does over its last ten. */
const CONTENT_WARN_ABOVE = REVIEW_CONTENT_MAX - (REMARK_MAX - REMARK_WARN_ABOVE);

/** The hint under the legend keeps the usual gap to the scores. */
const Scores = styled(ChoiceGroup)`
  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 520px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Score = styled.label`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  & > input {
    ${visuallyHidden}
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The review of a completed stay (status 6): a score from 1 to 10 as a radio group (arrow keys
 * move along it) and a text of at most 1,000 characters with its counter, checked with the
 * gateway's own `orderReviewBody`. A plain POST to the order page, so it works without
 * JavaScript.
 */
export function ReviewForm({
  action,
  hiddenFields,
  onSubmit,
  busy = false,
  message,
  errors: serverErrors,
  initialValues,
  id = 'review',
}: ReviewFormProps) {
  const uid = useId().replace(/:/g, '');
  const titleId = `${id}-title`;
  const firstScore = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLTextAreaElement>(null);
  const { formik, formRef, field, edit, errorOf, t } = useMemberForm<ReviewValues>({
    schema: orderReviewBody,
    initialValues: initialValues ?? { score: '', content: '' },
    serverErrors,
    onSubmit,
  });
  const { values } = formik;

  // A refused submit takes the keyboard to the first field that needs attention.
  const firstInvalid = formik.errors.score ? 'score' : formik.errors.content ? 'content' : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a submit attempt moves focus
  useEffect(() => {
    if (formik.submitCount === 0 || formik.isSubmitting) return;
    if (firstInvalid === 'score') {
      const chosen = formRef.current?.querySelector<HTMLInputElement>('input[name=score]:checked');
      (chosen ?? firstScore.current)?.focus();
    } else if (firstInvalid === 'content') content.current?.focus();
  }, [formik.submitCount, formik.isSubmitting]);

  const scoreError = errorOf('score');
  const scoreHintId = `${uid}-score-hint`;
  const scoreErrorId = `${uid}-score-error`;

  return (
    <OrderPanel id={id} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('booking:review_title')}</h2>
      <MemberFormFrame
        formRef={formRef}
        action={action}
        onSubmit={formik.handleSubmit}
        label={{ labelledBy: titleId }}
        hiddenFields={hiddenFields}
        message={message}
        data-testid="review-form"
      >
        <Scores
          data-testid="review-score"
          aria-describedby={[scoreHintId, scoreError ? scoreErrorId : null]
            .filter(Boolean)
            .join(' ')}
        >
          <legend>{t('booking:review_score')}</legend>
          <Hint id={scoreHintId}>{t('booking:review_score_hint')}</Hint>
          <Row>
            {SCORES.map((score, index) => (
              <Score key={score} data-invalid={scoreError ? '' : undefined}>
                <input
                  ref={index === 0 ? firstScore : undefined}
                  type="radio"
                  name="score"
                  value={score}
                  checked={values.score === String(score)}
                  onChange={() => edit('score', String(score))}
                  aria-invalid={scoreError ? true : undefined}
                  data-testid={`review-score-${score}`}
                />
                <span>{score}</span>
              </Score>
            ))}
          </Row>
          {scoreError ? (
            <ChoiceGroupError id={scoreErrorId} role="alert">
              {scoreError}
            </ChoiceGroupError>
          ) : null}
        </Scores>
        <TextAreaField
          {...field('content')}
          ref={content}
          id={`${id}-content`}
          label={t('booking:review_content')}
          maxLength={REVIEW_CONTENT_MAX}
          warnAbove={CONTENT_WARN_ABOVE}
          rows={5}
          onChange={(event) => edit('content', event.target.value.slice(0, REVIEW_CONTENT_MAX))}
          data-testid="review-content"
        />
        <FormActions>
          <Button type="submit" variant="accent" loading={busy} data-testid="review-submit">
            {t('booking:review_submit')}
          </Button>
        </FormActions>
      </MemberFormFrame>
    </OrderPanel>
  );
}
