import { headerLoginFormSchema, loginFormSchema } from '@bookdirect/gateway-sdk/schemas';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { LegalLinks, LinkRow, type MemberFormBaseProps, MemberFormFrame } from './parts';
import { useMemberForm } from './use-member-form';

export interface SignInLinks {
  forgotPassword: string;
  join: string;
  terms?: string;
  privacy?: string;
}

export interface SignInFormProps extends MemberFormBaseProps {
  /** `header` uses the popover's rule ('Email address error'); `page` the /login page's. */
  variant?: 'page' | 'header';
  /** The e-mail typed before (kept after a failed post). */
  defaultEmail?: string;
  /** Where the links go; the booking site's pages (the provider's links) by default. */
  links?: Partial<SignInLinks>;
  /** Prefix for element ids, when two sign-in forms share a page (header and /login). */
  idPrefix?: string;
}

/** E-mail, password, forgot password, Join and Sign in; the shared login schemas run in the browser. */
export function SignInForm({
  variant = 'page',
  action,
  onSubmit,
  busy = false,
  errors,
  message,
  messageTone,
  hiddenFields,
  defaultEmail = '',
  links,
  idPrefix = variant,
}: SignInFormProps) {
  const site = useSiteLinks();
  const to: SignInLinks = {
    forgotPassword: site.page('resetPassword'),
    join: site.page('register'),
    terms: site.page('terms'),
    privacy: site.page('privacy'),
    ...links,
  };
  const { formik, formRef, field, t } = useMemberForm({
    schema: variant === 'header' ? headerLoginFormSchema : loginFormSchema,
    initialValues: { email: defaultEmail, password: '' },
    serverErrors: errors,
    onSubmit,
  });
  return (
    <MemberFormFrame
      formRef={formRef}
      action={action}
      onSubmit={formik.handleSubmit}
      label={t('member:sign_in_title')}
      hiddenFields={hiddenFields}
      message={message}
      messageTone={messageTone}
    >
      <TextField
        {...field('email')}
        id={`${idPrefix}-email`}
        type="email"
        inputMode="email"
        autoComplete="username"
        label={t('member:email')}
        placeholder={t('member:email_placeholder')}
      />
      <TextField
        {...field('password')}
        id={`${idPrefix}-password`}
        type="password"
        autoComplete="current-password"
        label={t('member:password')}
      />
      <LinkRow>
        <a href={to.forgotPassword}>{t('member:forgot_password')}</a>
      </LinkRow>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t('member:sign_in_submit')}
      </Button>
      <LinkRow>
        <span>{t('member:no_account')}</span>
        <a href={to.join}>{t('member:join_now_link')}</a>
      </LinkRow>
      {variant === 'page' && to.terms && to.privacy ? (
        <LegalLinks terms={to.terms} privacy={to.privacy} />
      ) : null}
    </MemberFormFrame>
  );
}
