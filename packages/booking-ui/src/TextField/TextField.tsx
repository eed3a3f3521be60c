import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  forwardRef,
  type ReactNode,
  useId,
} from 'react';
import { css, styled } from 'styled-components';

export interface FieldOwnProps {
  /** The visible label, also the control's accessible name. */
  label: ReactNode;
  /** Error text under the control (already translated); marks the control invalid. */
  error?: ReactNode;
  /** Help text under the control, read with it by screen readers. */
  hint?: ReactNode;
  /** Something beside the control on the same row, e.g. the Get Code button. */
  addon?: ReactNode;
}

export type TextFieldProps = FieldOwnProps & Omit<ComponentPropsWithoutRef<'input'>, 'children'>;

export type SelectFieldProps = FieldOwnProps & ComponentPropsWithoutRef<'select'>;

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

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }

  & > :not(:first-child) {
    flex: none;
    height: 48px;
  }
`;

const control = css`
  width: 100%;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16 px keeps iOS from zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[readonly] {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
  padding-right: ${({ theme }) => theme.space.xl};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function useFieldIds(id: string | undefined, error: ReactNode, hint: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, errorId, hintId, describedBy: describedBy || undefined };
}

function Frame({
  label,
  error,
  hint,
  addon,
  ids,
  children,
}: FieldOwnProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Root>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {addon ? (
        <Row>
          {children}
          {addon}
        </Row>
      ) : (
        children
      )}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
}

function TextFieldImpl(
  { label, error, hint, addon, id, ...inputProps }: TextFieldProps,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame label={label} error={error} hint={hint} addon={addon} ids={ids}>
      <Input
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
    </Frame>
  );
}

/** A labelled text input with its hint and error; the error is announced when it appears. */
export const TextField = forwardRef(TextFieldImpl);
TextField.displayName = 'TextField';

function SelectFieldImpl(
  { label, error, hint, addon, id, children, ...selectProps }: SelectFieldProps,
  ref: ForwardedRef<HTMLSelectElement>,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame label={label} error={error} hint={hint} addon={addon} ids={ids}>
      <Select
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...selectProps}
      >
        {children}
      </Select>
    </Frame>
  );
}

/** A labelled native `<select>`, styled like `TextField`. */
export const SelectField = forwardRef(SelectFieldImpl);
SelectField.displayName = 'SelectField';
