import { REMARK_MAX } from '@bookdirect/gateway-sdk/constants';
import { type FormikErrors, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { SubmitAnswer } from '../FranchiseForm/FranchiseForm';
import { Field, FieldError, Secondary, Submit } from '../FranchiseForm/fields';
import { lazySchema } from '../internal/lazy-schema';

const validateMessage = lazySchema<ConsultMessage>(() =>
  import('@bookdirect/gateway-sdk/schemas/franchise').then((m) => m.franchiseMessageSchema),
);

export interface ConsultProps {
  phone: string;
  email: string;
  /** Errors of a post without JavaScript. */
  serverErrors?: Record<string, string>;
  onOutcome(outcome: 'sent' | 'failed' | 'network'): void;
  /** Where the message form posts without JavaScript. */
  action: string;
  /** Sends the checked message (with JavaScript); a rejection counts as a network failure. */
  submit(values: ConsultMessage): Promise<SubmitAnswer>;
}

const Panel = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  a {
    color: inherit;
  }
  dl {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.85;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Open = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText} !important;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

/* Open when targeted by #message (no JavaScript) or when the page opens it. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: none;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(10, 20, 25, 0.55);
  &:target,
  &[data-open='true'] {
    display: flex;
  }
`;

const Dialog = styled.div`
  width: min(100%, 480px);
  max-height: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/** The consult modal's message. */
export interface ConsultMessage {
  name: string;
  contact: string;
  message: string;
}
const emptyMessage: ConsultMessage = { name: '', contact: '', message: '' };

/** The consult panel: contact method, and a modal whose message is stored as a lead. */
export function Consult({
  phone,
  email,
  serverErrors = {},
  onOutcome,
  action,
  submit,
}: ConsultProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Object.keys(serverErrors).length > 0);
  const first = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);

  const formik = useFormik<ConsultMessage>({
    initialValues: emptyMessage,
    initialErrors: serverErrors as FormikErrors<ConsultMessage>,
    initialTouched: Object.fromEntries(Object.keys(serverErrors).map((k) => [k, true])),
    validate: validateMessage,
    async onSubmit(values, helpers) {
      let body: SubmitAnswer;
      try {
        body = await submit(values);
      } catch {
        onOutcome('network');
        return;
      }
      if (body.rec === 0) {
        helpers.resetForm({ values: emptyMessage });
        close();
        onOutcome('sent');
      } else {
        if (body.errors) helpers.setErrors(body.errors as FormikErrors<ConsultMessage>);
        onOutcome('failed');
      }
    },
  });

  const close = () => {
    setOpen(false);
    if (window.location.hash === '#message') history.replaceState(null, '', '#join');
    opener.current?.focus();
  };

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  useEffect(() => validateMessage.preload(), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const field = (name: keyof ConsultMessage, label: string, placeholder: string, area = false) => {
    const message =
      formik.touched[name] && formik.errors[name] ? t(formik.errors[name] as string) : undefined;
    const common = {
      id: `message-${name}`,
      name,
      placeholder,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      ...(message ? { 'aria-invalid': true, 'aria-describedby': `message-${name}-error` } : {}),
    };
    return (
      <Field>
        <label htmlFor={`message-${name}`}>{label}</label>
        {area ? (
          <textarea {...common} maxLength={REMARK_MAX} />
        ) : (
          <input {...common} ref={name === 'name' ? first : undefined} />
        )}
        {message && <FieldError id={`message-${name}-error`}>{message}</FieldError>}
      </Field>
    );
  };

  return (
    <Panel aria-labelledby="consult-title">
      <h3 id="consult-title">{t('franchise:consult_title')}</h3>
      <p>{t('franchise:consult_text')}</p>
      <dl>
        <dt>{t('franchise:consult_phone')}</dt>
        <dd>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </dd>
        <dt>{t('franchise:consult_email')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </dl>
      <Open
        ref={opener}
        href="#message"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('franchise:leave_message')}
      </Open>
      <Backdrop
        id="message"
        data-open={open ? 'true' : 'false'}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <Dialog role="dialog" aria-modal="true" aria-labelledby="message-title">
          <h2 id="message-title">{t('franchise:message_title')}</h2>
          <form method="post" action={action} noValidate onSubmit={formik.handleSubmit}>
            <input type="hidden" name="form" value="message" />
            {field('name', t('franchise:name'), t('franchise:name_placeholder'))}
            {field('contact', t('franchise:contact'), t('franchise:contact_placeholder'))}
            {field('message', t('franchise:message'), t('franchise:message_placeholder'), true)}
            <Row>
              <Secondary
                as="a"
                href="#join"
                onClick={(event) => {
                  event.preventDefault();
                  close();
                }}
              >
                {t('franchise:cancel')}
              </Secondary>
              <Submit type="submit" disabled={formik.isSubmitting}>
                {t('franchise:send')}
              </Submit>
            </Row>
          </form>
        </Dialog>
      </Backdrop>
    </Panel>
  );
}
