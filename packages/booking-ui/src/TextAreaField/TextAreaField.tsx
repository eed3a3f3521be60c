import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  forwardRef,
  type ReactNode,
  useId,
} from 'react';
import { styled } from 'styled-components';
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

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 112px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16 px keeps iOS from zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Under = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
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
  const auto = useId();
  const controlId = id ?? auto;
  const counterId = `${controlId}-counter`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, counterId]
    .filter(Boolean)
    .join(' ');
  const count = value.length;
  // The counter is found beside its box: `<box's test id>-counter`.
  const testId = (areaProps as { 'data-testid'?: string })['data-testid'] ?? controlId;
  return (
    <Root>
      <Label htmlFor={controlId}>{label}</Label>
      <Area
        ref={ref}
        id={controlId}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
      <Under>
        <Notes>
          {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : null}
        </Notes>
        <Counter
          id={counterId}
          data-warn={warnAbove !== undefined && count > warnAbove ? 'true' : 'false'}
          data-testid={`${testId}-counter`}
        >
          {t('booking:text_counter', { count, max: maxLength })}
        </Counter>
      </Under>
    </Root>
  );
}

/**
 * A labelled text box with a character counter (the spec's remark: `count/max`, a warning
 * near the limit); the browser stops typing at `maxLength`, the form's schema says why.
 */
export const TextAreaField = forwardRef(TextAreaFieldImpl);
TextAreaField.displayName = 'TextAreaField';
