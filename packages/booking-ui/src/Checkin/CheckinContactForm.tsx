import { DEFAULT_PHONE_PREFIX } from '@bookdirect/gateway-sdk/constants';
import { checkContactSchema } from '@bookdirect/gateway-sdk/schemas';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import type { UiKey } from '../internal/use-ui-translation';
import { FormActions, type MemberFormBaseProps, MemberFormFrame } from '../MemberForms/parts';
import { useMemberForm } from '../MemberForms/use-member-form';
import { Modal } from '../Modal/Modal';
import { PhoneField } from '../PhoneField/PhoneField';
import { SelectField, TextField } from '../TextField/TextField';

/** What a guest types to find a booking (spec section 3, "Check contact"), as the form holds it. */
export type CheckinContactValues = {
  ota_id: string;
  ota_order_id: string;
  email: string;
  phone: string;
  phone_prefix: string;
};

export interface CheckinContactFormProps extends MemberFormBaseProps {
  /** The booking channels (`GET /checkin/ota/`). */
  otas: readonly { ota_id: number; name: string }[];
  /** Values the page knows (an order opened from its detail page); they win over the draft. */
  initialValues?: Partial<CheckinContactValues>;
  /** Where the draft is kept in local storage; no draft is kept when empty. */
  draftKey?: string;
  /** The first failed rule, in the spec's order (channel, number, e-mail, phone), translated. */
  onInvalid?: (message: string) => void;
}

export const CHECKIN_DRAFT_KEY = 'checkin_draft';

const FIELDS = ['ota_id', 'ota_order_id', 'email', 'phone_prefix', 'phone'] as const;

function readDraft(key: string | undefined): Partial<CheckinContactValues> {
  if (!key) return {};
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Partial<CheckinContactValues> = {};
    for (const name of FIELDS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.length <= 254) draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

function writeDraft(key: string | undefined, values: CheckinContactValues) {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Private mode or a full storage: the draft is a convenience only.
  }
}

const given = (values: Partial<CheckinContactValues> = {}) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v !== ''));

/**
 * Check-in step 1 (spec sections 2 and 5): channel, booking order number, reservation e-mail
 * and phone with its prefix (+86 by default), checked with the gateway's own rules in the
 * spec's order. Continue opens a dialog that shows the e-mail to check again; Confirm posts
 * the form. What is typed is kept as a draft in local storage.
 */
export function CheckinContactForm({
  otas,
  initialValues,
  draftKey = CHECKIN_DRAFT_KEY,
  onInvalid,
  action,
  onSubmit,
  busy,
  errors,
  message,
  messageTone,
  hiddenFields,
}: CheckinContactFormProps) {
  const [confirming, setConfirming] = useState(false);
  const { formik, formRef, field, t } = useMemberForm<CheckinContactValues>({
    schema: checkContactSchema,
    initialValues: {
      ota_id: '',
      ota_order_id: '',
      email: '',
      phone: '',
      phone_prefix: DEFAULT_PHONE_PREFIX,
      ...given(initialValues),
    },
    serverErrors: errors,
    // Valid: the e-mail is checked once more before anything is sent.
    onSubmit: () => setConfirming(true),
  });

  // The draft arrives after hydration (the server cannot read local storage).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const draft = readDraft(draftKey);
    if (Object.keys(draft).length === 0) return;
    void formik.setValues({ ...formik.values, ...draft, ...given(initialValues) }, false);
  }, []);

  const values = formik.values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are the draft
  useEffect(() => {
    writeDraft(draftKey, values);
  }, [values.ota_id, values.ota_order_id, values.email, values.phone, values.phone_prefix]);

  const send = () => {
    setConfirming(false);
    const form = formRef.current;
    if (!form) return;
    if (onSubmit) onSubmit(form);
    else form.submit();
  };

  return (
    <>
      <MemberFormFrame
        formRef={formRef}
        action={action}
        label={t('checkin:step_booking')}
        hiddenFields={hiddenFields}
        message={message}
        messageTone={messageTone}
        data-testid="checkin-contact-form"
        onSubmit={async (event) => {
          event?.preventDefault();
          const found = await formik.validateForm();
          formik.handleSubmit();
          const first = FIELDS.find((name) => found[name]);
          if (!first) return;
          onInvalid?.(t(found[first] as UiKey));
          const control = formRef.current?.elements.namedItem(first);
          if (control instanceof HTMLElement) control.focus();
        }}
      >
        <SelectField label={t('checkin:channel')} {...field('ota_id')}>
          <option value="">{t('checkin:channel_choose')}</option>
          {otas.map((ota) => (
            <option key={ota.ota_id} value={String(ota.ota_id)}>
              {ota.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('checkin:order_number')}
          hint={t('checkin:order_number_hint')}
          autoComplete="off"
          spellCheck={false}
          {...field('ota_order_id')}
        />
        <TextField
          label={t('checkin:email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <PhoneField
          prefix={field('phone_prefix')}
          number={{ ...field('phone'), label: t('checkin:phone') }}
        />
        <FormActions>
          <Button type="submit" size="lg" loading={busy} data-testid="checkin-continue">
            {t('checkin:continue')}
          </Button>
        </FormActions>
      </MemberFormFrame>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('checkin:confirm_title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('checkin:confirm_edit')}
            </Button>
            <Button onClick={send} loading={busy} data-testid="checkin-confirm">
              {t('checkin:confirm_ok')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{t('checkin:confirm_body')}</p>
        <p style={{ margin: '12px 0 0', fontSize: 20, overflowWrap: 'anywhere' }}>
          <strong data-testid="checkin-confirm-email">{values.email.trim()}</strong>
        </p>
      </Modal>
    </>
  );
}
