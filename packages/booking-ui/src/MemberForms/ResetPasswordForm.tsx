import { resetFormSchema } from '@bookdirect/gateway-sdk/schemas';
import { Button } from '../Button/Button';
import { MailedCodeFields } from './MailedCodeFields';
import { type MemberFormBaseProps, MemberFormFrame } from './parts';
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
  return (
    <MemberFormFrame
      formRef={formRef}
      action={action}
      onSubmit={formik.handleSubmit}
      label={t('member:reset_title')}
      hiddenFields={hiddenFields}
      message={message}
      messageTone={messageTone}
    >
      <fieldset disabled={done} style={{ display: 'contents' }}>
        <MailedCodeFields
          idPrefix="reset"
          field={field}
          t={t}
          passwordLabel="member:new_password"
          onRequestCode={onRequestCode}
          codeCountdown={codeCountdown}
          codeBusy={codeBusy}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('member:reset_submit')}
        </Button>
      </fieldset>
    </MemberFormFrame>
  );
}
