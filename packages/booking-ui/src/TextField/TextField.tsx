import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  forwardRef,
  type ReactNode,
} from 'react';
import { css, styled } from 'styled-components';
import { controlBox, FieldFrame, type FieldIds, useFieldIds } from '../internal/field-frame';

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
  ${controlBox}
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

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

function Frame({
  label,
  error,
  hint,
  addon,
  ids,
  children,
}: FieldOwnProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      {addon ? (
        <Row>
          {children}
          {addon}
        </Row>
      ) : (
        children
      )}
    </FieldFrame>
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
