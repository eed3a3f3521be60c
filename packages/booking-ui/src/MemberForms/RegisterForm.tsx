import { registerFormSchema } from '@bookdirect/gateway-sdk/schemas';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { Button } from '../Button/Button';
import type { CodeCountdown } from '../CodeButton/CodeButton';
import { MailedCodeFields } from './MailedCodeFields';
import { Checkbox, LegalLinks, LinkRow, type MemberFormBaseProps, MemberFormFrame } from './parts';
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
  /** Where the links go; the booking site's pages (the provider's links) by default. */
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
  const site = useSiteLinks();
  const to = {
    terms: site.page('terms'),
    privacy: site.page('privacy'),
    signIn: site.page('login'),
    ...links,
  };
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
  return (
    <MemberFormFrame
      formRef={formRef}
      action={action}
      onSubmit={formik.handleSubmit}
      label={t('member:register_title')}
      hiddenFields={hiddenFields}
      message={message}
      messageTone={messageTone}
    >
      <MailedCodeFields
        idPrefix="register"
        field={field}
        t={t}
        passwordLabel="member:password"
        onRequestCode={onRequestCode}
        codeCountdown={codeCountdown}
        codeBusy={codeBusy}
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
    </MemberFormFrame>
  );
}
