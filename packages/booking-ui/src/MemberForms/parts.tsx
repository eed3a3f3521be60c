import type { FormEvent, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { useUiTranslation } from '../internal/use-ui-translation';

/** What every member form shares with its host. */
export interface MemberFormBaseProps {
  /** Where the form posts (a Remix route's action). */
  action?: string;
  /** Receives the `<form>` once the values pass the shared schema, e.g. Remix's `submit`; without it the form submits natively. */
  onSubmit?: (form: HTMLFormElement) => void;
  /** A submit is in flight: the submit button shows its spinner. */
  busy?: boolean;
  /** Field errors the action answered with (locales keys, e.g. `data.errors` of rec 2). */
  errors?: Partial<Record<string, string>>;
  /** The outcome text near the form (the gateway's translated `msg`, or a success line). */
  message?: string;
  /** `error` (default) is announced at once; `success` and `info` politely. */
  messageTone?: 'error' | 'success' | 'info';
  /** Extra hidden fields posted with the form (`redirectTo`, `from`). */
  hiddenFields?: Record<string, string>;
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const MessageBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='info'] {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The outcome line above the fields; errors interrupt, other news waits its turn. */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: MemberFormBaseProps['messageTone'];
}) {
  if (!message) return null;
  return (
    <MessageBox data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </MessageBox>
  );
}

export function HiddenFields({ fields }: { fields?: Record<string, string> }) {
  if (!fields) return null;
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  & a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
  }
`;

const LegalText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.body};

  & a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

const CheckRow = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs};
  align-items: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;

  & > input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function Checkbox({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <CheckRow>
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </CheckRow>
  );
}

/** The submit button's row: at the end on wide screens, full width on phones. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;

  ${({ theme }) => theme.media.mobile} {
    & > * {
      width: 100%;
    }
  }
`;

/** Checkboxes or radios under a legend, e.g. the cancel reasons and the review score. */
export const ChoiceGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A choice group's error, under its choices. */
export const ChoiceGroupError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Blocks copy, paste, cut and the context menu (spec: the register and reset password boxes),
 * and nothing else: autofill and password managers write through `beforeinput`/`input`
 * (`insertReplacementText`) and a native value set, which no clipboard event sees. Do not add
 * `onBeforeInput`, `onInput` or key handlers here, or password managers stop working.
 */
export const noClipboard = {
  onCopy: (event: { preventDefault: () => void }) => event.preventDefault(),
  onCut: (event: { preventDefault: () => void }) => event.preventDefault(),
  onPaste: (event: { preventDefault: () => void }) => event.preventDefault(),
  onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
};

/** 'By continuing you accept our terms and privacy policy', spaced for the language (none in Chinese). */
export function LegalLinks({ terms, privacy }: { terms: string; privacy: string }) {
  const { t, language } = useUiTranslation();
  const gap = language === 'zh' ? '' : ' ';
  return (
    <LegalText>
      {t('member:legal_before')}
      {gap}
      <a href={terms}>{t('member:terms')}</a>
      {gap}
      {t('member:legal_and')}
      {gap}
      <a href={privacy}>{t('member:privacy')}</a>
    </LegalText>
  );
}

export interface MemberFormFrameProps {
  formRef: Ref<HTMLFormElement>;
  action?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, or the id of the heading that names it. */
  label: string | { labelledBy: string };
  hiddenFields?: Record<string, string>;
  message?: string;
  messageTone?: MemberFormBaseProps['messageTone'];
  /** What the form says before the outcome line. */
  intro?: ReactNode;
  id?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * What every member form is around its fields: a POST to the host's action that works without
 * JavaScript, its hidden fields and the outcome line.
 */
export function MemberFormFrame({
  formRef,
  action,
  onSubmit,
  label,
  hiddenFields,
  message,
  messageTone,
  intro,
  id,
  'data-testid': testId,
  children,
}: MemberFormFrameProps) {
  return (
    <Form
      ref={formRef}
      id={id}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-label={typeof label === 'string' ? label : undefined}
      aria-labelledby={typeof label === 'string' ? undefined : label.labelledBy}
      data-testid={testId}
    >
      <HiddenFields fields={hiddenFields} />
      {intro}
      <FormMessage message={message} tone={messageTone} />
      {children}
    </Form>
  );
}
