export type { ProfileFormProps, ProfileValues } from './ProfileForm';
export { dateInputToYmd, ProfileForm, ymdToDateInput } from './ProfileForm';
export type { MemberFormBaseProps } from './parts';
export type { CodeRequestProps, RegisterFormProps } from './RegisterForm';
export { RegisterForm } from './RegisterForm';
export type { ResetPasswordFormProps } from './ResetPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export type { SignInFormProps, SignInLinks } from './SignInForm';
export { SignInForm } from './SignInForm';
