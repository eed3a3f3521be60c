import { resetFormSchema } from '@bookdirect/gateway-sdk/schemas';
import { Button } from '../Button/Button';
import { CodeButton } from '../CodeButton/CodeButton';
import { TextField } from '../TextField/TextField';
import { Form, FormMessage, HiddenFields, type MemberFormBaseProps, noClipboard } from './parts';
import type { CodeRequestProps } from './RegisterForm';
import { useMemberForm } from './use-member-form';

export interface ResetPasswordFormProps extends MemberFormBaseProps, CodeRequestProps {
  defaultEmail?: string;
  /** The reset went through: fields lock while the page moves on to sign in. */
  done?: boolean;
}

/** Forgot or change password: e-mail, code with Get Code, new password and confirmation. */
export function ResetPasswordForm({
  action,
  onSubmit,
  busy = false,
  errors,
  message,
  messageTone,
  hiddenFields,
  defaultEmail = '',
  onRequestCode,
  codeCountdown,
  codeBusy = false,
  done = false,
}: ResetPasswordFormProps) {
  const { formik, formRef, field, t } = useMemberForm({
    schema: resetFormSchema,
    initialValues: { email: defaultEmail, code: '', password: '', confirm: '' },
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
      aria-label={t('member:reset_title')}
    >
      <HiddenFields fields={hiddenFields} />
      <FormMessage message={message} tone={messageTone} />
      <fieldset disabled={done} style={{ display: 'contents' }}>
        <TextField
          {...field('email')}
          id="reset-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={t('member:email')}
          placeholder={t('member:email_placeholder')}
        />
        <TextField
          {...field('code')}
          id="reset-code"
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
          id="reset-password"
          type="password"
          autoComplete="new-password"
          label={t('member:new_password')}
          hint={t('member:password_hint')}
        />
        <TextField
          {...field('confirm')}
          {...noClipboard}
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          label={t('member:confirm_password')}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('member:reset_submit')}
        </Button>
      </fieldset>
    </Form>
  );
}
