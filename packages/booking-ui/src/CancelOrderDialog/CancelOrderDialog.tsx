import {
  CANCEL_COMMENT_MAX,
  CANCEL_REASON_IDS,
  REMARK_WARN_ABOVE,
} from '@bookdirect/gateway-sdk/constants';
import { orderCancelBody } from '@bookdirect/gateway-sdk/schemas';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import { ChoiceGroup, ChoiceGroupError, MemberFormFrame } from '../MemberForms/parts';
import { useMemberForm } from '../MemberForms/use-member-form';
import { Modal } from '../Modal/Modal';
import { TextAreaField } from '../TextAreaField/TextAreaField';

/** What the traveller chose: reason ids (1-8) and the comment. */
export type CancelValues = {
  reasons: number[];
  comment: string;
};

export interface CancelOrderDialogProps {
  /** Shown when true; Escape, the close button, the backdrop and "Keep" call `onClose`. */
  open: boolean;
  onClose: () => void;
  /** Where the form posts (the order page's action); it works without JavaScript too. */
  action: string;
  /** Extra hidden fields posted with the form (`intent`, `from`). */
  hiddenFields?: Record<string, string>;
  /** Receives the `<form>` once the choice passes `orderCancelBody`, e.g. Remix's `submit`; without it the form submits natively. */
  onSubmit?: (form: HTMLFormElement) => void;
  /** The cancel is in flight: the confirm button shows its spinner. */
  busy?: boolean;
  /** The gateway's refusal (its translated `msg`), shown in the dialog. */
  message?: string;
  /** Field errors the action answered with (locales keys). */
  errors?: Partial<Record<keyof CancelValues, string>>;
  /** What was posted, when the page comes back with errors (no JavaScript). */
  initialValues?: CancelValues;
  /** What a paid order gets back, formatted; absent for an unpaid order. */
  refundAmount?: string;
  /** Where "Keep the booking" goes when the page has no JavaScript (the page without the dialog). */
  closeHref: string;
}

const empty: CancelValues = { reasons: [], comment: '' };

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;

  & > input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

/** Without JavaScript a `<dialog>` cannot open as a modal: the same form shows in the page. */
const Sheet = styled.section`
  margin: ${({ theme }) => theme.space.md} 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  & > h2 {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > div {
    padding: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.mobile} {
    & > h2,
    & > div {
      padding: ${({ theme }) => theme.space.md};
    }
  }
`;

function CancelForm({
  formId,
  action,
  hiddenFields,
  onSubmit,
  message,
  errors: serverErrors,
  initialValues,
  refundAmount,
}: Omit<CancelOrderDialogProps, 'open' | 'onClose' | 'busy' | 'closeHref'> & {
  formId: string;
}) {
  const firstReason = useRef<HTMLInputElement>(null);
  const { formik, formRef, field, edit, errorOf, t } = useMemberForm<CancelValues>({
    schema: orderCancelBody,
    initialValues: initialValues ?? empty,
    serverErrors,
    onSubmit,
  });
  const { values } = formik;

  // A submit refused for want of a reason sends the keyboard back to the reasons, where the
  // message is; later ticks and unticks leave the focus where the traveller put it.
  const reasonsMissing = Boolean(formik.errors.reasons);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a submit attempt moves focus
  useEffect(() => {
    if (formik.submitCount > 0 && !formik.isSubmitting && reasonsMissing) {
      firstReason.current?.focus();
    }
  }, [formik.submitCount, formik.isSubmitting]);

  const reasonsError = errorOf('reasons');
  const reasonsErrorId = `${formId}-reasons-error`;

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...values.reasons, id] : values.reasons.filter((r) => r !== id);
    edit(
      'reasons',
      CANCEL_REASON_IDS.filter((r) => next.includes(r)),
    );
  };
  const comment = field('comment');

  return (
    <MemberFormFrame
      formRef={formRef}
      id={formId}
      action={action}
      onSubmit={formik.handleSubmit}
      label={t('booking:cancel_title')}
      hiddenFields={hiddenFields}
      intro={<Intro>{t('booking:cancel_intro')}</Intro>}
      message={message}
      data-testid="cancel-dialog"
    >
      <ChoiceGroup aria-describedby={reasonsError ? reasonsErrorId : undefined}>
        <legend>{t('booking:cancel_reasons')}</legend>
        <Choices>
          {CANCEL_REASON_IDS.map((id, index) => (
            <Choice key={id}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="checkbox"
                name="reasons"
                value={id}
                checked={values.reasons.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
                aria-invalid={reasonsError ? true : undefined}
                data-testid={`cancel-reason-${id}`}
              />
              <span>{t(`booking:cancel_reason_${id}` as UiKey)}</span>
            </Choice>
          ))}
        </Choices>
        {reasonsError ? (
          <ChoiceGroupError id={reasonsErrorId} role="alert">
            {reasonsError}
          </ChoiceGroupError>
        ) : null}
      </ChoiceGroup>
      <TextAreaField
        {...comment}
        id={`${formId}-comment`}
        label={t('booking:cancel_comment')}
        maxLength={CANCEL_COMMENT_MAX}
        warnAbove={REMARK_WARN_ABOVE}
        rows={3}
        onChange={(event) => edit('comment', event.target.value.slice(0, CANCEL_COMMENT_MAX))}
        data-testid="cancel-comment"
      />
      <Note>
        {refundAmount
          ? t('booking:cancel_paid_note', { amount: refundAmount })
          : t('booking:cancel_unpaid_note')}
      </Note>
    </MemberFormFrame>
  );
}

/**
 * The cancel modal (spec section 2): the eight reasons of section 9 as a multi-select, at
 * least one, and a comment of at most 200 characters, checked with the gateway's own
 * `orderCancelBody`. It posts to the order page's action, so without JavaScript it shows
 * inside the page (`?cancel=1`) and still works.
 */
export function CancelOrderDialog({
  open,
  onClose,
  busy = false,
  closeHref,
  ...form
}: CancelOrderDialogProps) {
  const { t } = useUiTranslation();
  const formId = `cancel-${useId().replace(/:/g, '')}`;
  const titleId = `${formId}-title`;
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const actions = (keep: ReactNode) => (
    <Actions>
      {keep}
      <Button
        type="submit"
        form={formId}
        variant="primary"
        loading={busy}
        data-testid="cancel-submit"
      >
        {t('booking:cancel_confirm')}
      </Button>
    </Actions>
  );

  if (!enhanced) {
    if (!open) return null;
    return (
      <Sheet aria-labelledby={titleId}>
        <h2 id={titleId}>{t('booking:cancel_title')}</h2>
        <div>
          <CancelForm formId={formId} {...form} />
          <div style={{ marginTop: 16 }}>
            {actions(
              <Button variant="secondary" href={closeHref}>
                {t('booking:cancel_keep')}
              </Button>,
            )}
          </div>
        </div>
      </Sheet>
    );
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('booking:cancel_title')}
      footer={actions(
        <Button variant="secondary" onClick={onClose}>
          {t('booking:cancel_keep')}
        </Button>,
      )}
    >
      <CancelForm formId={formId} {...form} />
    </Modal>
  );
}
