import { type ReactNode, useId } from 'react';
import { css, styled } from 'styled-components';

/** The box every form control draws (TextField's input and select, TextAreaField's text box). */
export const controlBox = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16 px keeps iOS from zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

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

/** Hint and error on the left, the counter on the right of the same row. */
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
`;

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The control's id (the caller's or a generated one) and the ids its notes are read by. */
export function useFieldIds(id: string | undefined, error: ReactNode, hint: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, errorId, hintId, describedBy: describedBy || undefined };
}

export interface FieldFrameProps {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  ids: FieldIds;
  /** Shown beside the hint and error, e.g. a character counter. */
  counter?: ReactNode;
  /** The control, with whatever sits beside it. */
  children: ReactNode;
}

/** A field's label above its control, and its hint and error under it; the error is announced. */
export function FieldFrame({ label, error, hint, ids, counter, children }: FieldFrameProps) {
  const notes = (
    <>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </>
  );
  return (
    <Root>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {children}
      {counter ? (
        <Under>
          <Notes>{notes}</Notes>
          {counter}
        </Under>
      ) : (
        notes
      )}
    </Root>
  );
}
