import { registerFormSchema } from '@bookdirect/gateway-sdk/schemas';
import { Button } from '../Button/Button';
import { CodeButton, type CodeCountdown } from '../CodeButton/CodeButton';
import { TextField } from '../TextField/TextField';
import {
  Checkbox,
  Form,
  FormMessage,
  HiddenFields,
  LegalLinks,
  LinkRow,
  type MemberFormBaseProps,
  noClipboard,
} from './parts';
import { useMemberForm } from './use-member-form';

export interface CodeRequestProps {
  /** Asks the host to mail a code to this address (never called with an empty one). */
  onRequestCode?: (email: string) => void;
  /** The countdown after a send. */
  codeCountdown?: CodeCountdown | null;
  /** A code request is in flight. */
  codeBusy?: boolean;
}

export interface RegisterFormProps extends MemberFormBaseProps, CodeRequestProps {
  defaultEmail?: string;
  defaultMarketingConsent?: boolean;
  links?: { terms?: string; privacy?: string; signIn?: string };
}

/**
 * Join: e-mail, code with Get Code, password and confirmation (no copy, paste, cut or context
 * menu, yet `autocomplete="new-password"` so password managers still fill them), marketing
 * consent, terms and JOIN NOW. The confirmation is compared when it loses focus.
 */
export function RegisterForm({
  action,
  onSubmit,
  busy = false,
  errors,
  message,
  messageTone,
  hiddenFields,
  defaultEmail = '',
  defaultMarketingConsent = false,
  onRequestCode,
  codeCountdown,
  codeBusy = false,
  links,
}: RegisterFormProps) {
  const to = { terms: '/terms', privacy: '/privacy', signIn: '/login', ...links };
  const { formik, formRef, field, t } = useMemberForm({
    schema: registerFormSchema,
    initialValues: {
      email: defaultEmail,
      code: '',
      password: '',
      confirm: '',
      marketing_consent: defaultMarketingConsent,
    },
    serverErrors: errors,
    validateOnBlurFields: ['confirm'],
    onSubmit,
  });
  const email = formik.values.email.trim();
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={t('member:register_title')}
    >
      <HiddenFields fields={hiddenFields} />
      <FormMessage message={message} tone={messageTone} />
      <TextField
        {...field('email')}
        id="register-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('member:email')}
        placeholder={t('member:email_placeholder')}
      />
      <TextField
        {...field('code')}
        id="register-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        label={t('member:code')}
        placeholder={t('member:code_placeholder')}
        addon={
          <CodeButton
            name="intent"
            value="send_code"
            countdown={codeCountdown}
            busy={codeBusy}
            onRequest={
              onRequestCode
                ? () => {
                    if (email) onRequestCode(email);
                  }
                : undefined
            }
          />
        }
      />
      <TextField
        {...field('password')}
        {...noClipboard}
        id="register-password"
        type="password"
        autoComplete="new-password"
        label={t('member:password')}
        hint={t('member:password_hint')}
      />
      <TextField
        {...field('confirm')}
        {...noClipboard}
        id="register-confirm"
        type="password"
        autoComplete="new-password"
        label={t('member:confirm_password')}
      />
      <Checkbox
        name="marketing_consent"
        checked={formik.values.marketing_consent}
        onChange={(checked) => void formik.setFieldValue('marketing_consent', checked)}
      >
        {t('member:marketing_consent')}
      </Checkbox>
      <LegalLinks terms={to.terms} privacy={to.privacy} />
      <Button type="submit" variant="accent" size="lg" fullWidth loading={busy}>
        {t('member:join_now')}
      </Button>
      <LinkRow>
        <span>{t('member:have_account')}</span>
        <a href={to.signIn}>{t('member:sign_in_link')}</a>
      </LinkRow>
    </Form>
  );
}
