import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  forwardRef,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { controlBox, FieldFrame, useFieldIds } from '../internal/field-frame';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children' | 'maxLength' | 'value'> {
  /** The visible label, also the control's accessible name. */
  label: ReactNode;
  /** The text, controlled: the counter counts it. */
  value: string;
  /** The most characters the text may have; the counter shows `count/max`. */
  maxLength: number;
  /** The counter turns to a warning above this many characters. */
  warnAbove?: number;
  /** Error text under the control (already translated); marks the control invalid. */
  error?: ReactNode;
  /** Help text under the control, read with it by screen readers. */
  hint?: ReactNode;
}

const Area = styled.textarea`
  ${controlBox}
  min-height: 112px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  resize: vertical;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Counter = styled.p`
  flex: none;
  margin: 0 0 0 auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;

  &[data-warn='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

function TextAreaFieldImpl(
  { label, value, maxLength, warnAbove, error, hint, id, ...areaProps }: TextAreaFieldProps,
  ref: ForwardedRef<HTMLTextAreaElement>,
) {
  const { t } = useUiTranslation();
  const ids = useFieldIds(id, error, hint);
  const { controlId } = ids;
  const counterId = `${controlId}-counter`;
  const describedBy = [ids.describedBy, counterId].filter(Boolean).join(' ');
  const count = value.length;
  // The counter is found beside its box: `<box's test id>-counter`.
  const testId = (areaProps as { 'data-testid'?: string })['data-testid'] ?? controlId;
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      ids={ids}
      counter={
        <Counter
          id={counterId}
          data-warn={warnAbove !== undefined && count > warnAbove ? 'true' : 'false'}
          data-testid={`${testId}-counter`}
        >
          {t('booking:text_counter', { count, max: maxLength })}
        </Counter>
      }
    >
      <Area
        ref={ref}
        id={controlId}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
    </FieldFrame>
  );
}

/**
 * A labelled text box with a character counter (the spec's remark: `count/max`, a warning
 * near the limit); the browser stops typing at `maxLength`, the form's schema says why.
 */
export const TextAreaField = forwardRef(TextAreaFieldImpl);
TextAreaField.displayName = 'TextAreaField';
