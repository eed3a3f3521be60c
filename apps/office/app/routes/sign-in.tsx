import { routeMeta } from '@bookdirect/app-shell';
import { languageCookie, safeRedirectPath, savedLanguage } from '@bookdirect/app-shell/server';
import { QrCode, TextField } from '@bookdirect/booking-ui';
import { hashPassword, isGatewayError, Rec } from '@bookdirect/gateway-sdk';
import { type StaffSignIn, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Message, Muted, SubmitButton } from '../components/layout';
import { clearedResumeCookie, type KeptPost, readKeptPost } from '../resume.server';
import { sessionCookie, staffToken } from '../session.server';
import { shell } from '../shell.server';

export const meta = routeMeta({ title: 'office_sign_in' });

export const ErrorBoundary = OfficeErrorBoundary;

const Card = styled.div`
  max-width: 440px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ${({ theme }) => theme.media.mobile} {
    margin: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutterMobile};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Enrol = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};

  code {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.bg};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-family: ${({ theme }) => theme.fonts.mono};
    word-break: break-all;
  }
`;

function params(request: Request) {
  const url = new URL(request.url);
  const next = url.searchParams.get('next');
  const resume = url.searchParams.get('resume');
  return {
    next: next ? safeRedirectPath(next) : null,
    resume: resume && /^[A-Za-z0-9_-]{1,64}$/.test(resume) ? resume : null,
  };
}

/** Someone with a session goes straight on; the gateway checks it on the page they reach. */
export function loader({ request }: LoaderFunctionArgs) {
  const { next, resume } = params(request);
  if (staffToken(request) && !resume) throw redirect(next ?? '/hotels');
  return { next, resume };
}

type Answer =
  | { step: 'sign_in' | 'code'; email: string; message?: string; enrol?: undefined }
  | { step: 'code'; email: string; message?: string; enrol: { uri: string; secret: string } }
  | { step: 'resume'; resume: Pick<KeptPost, 'action' | 'fields'> };

/** The secret of an otpauth URI, for typing it into an app that cannot scan. */
function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * Signs in with the gateway. A wrong e-mail, password or code is one message, never one per
 * field (the gateway does not say which, so nobody learns which e-mails have accounts).
 *
 * Enrolment: a first sign-in without a code answers the authenticator's secret. The page shows
 * it and asks for the password again with the code, rather than carrying the password to the
 * second step in a cookie or the page: this happens once per account, and the password then
 * exists only in the two posts the person types.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { next, resume } = params(request);
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const otp = String(form.get('otp') ?? '').replace(/\s/g, '');
  const step = form.get('step') === 'code' ? 'code' : 'sign_in';
  if (!email || !password || (otp && !/^[0-9]{6}$/.test(otp)) || (step === 'code' && !otp)) {
    return data<Answer>({ step, email, message: 'office:sign_in_incomplete' }, 400);
  }
  const gateway = shell.gatewayFor(request);
  let answer: StaffSignIn;
  try {
    answer = await gateway.call(staffEndpoints.staffSignIn, {
      body: { email, password: await hashPassword(password), ...(otp ? { otp } : {}) },
    });
  } catch (error) {
    if (!isGatewayError(error) || error.isTransport) throw error;
    if (error.rec === Rec.tooManyAttempts) {
      const wait = (error.data as { retry_after?: number } | null)?.retry_after ?? 60;
      return data<Answer>(
        { step, email, message: `office:sign_in_wait|${Math.max(1, Math.ceil(wait / 60))}` },
        429,
      );
    }
    return data<Answer>({ step, email, message: error.msg }, 401);
  }
  if (!answer.token || !answer.staff) {
    const uri = answer.enrol?.otpauth_uri ?? '';
    return data<Answer>({ step: 'code', email, enrol: { uri, secret: secretOf(uri) } });
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', sessionCookie(answer.token));
  // The staff member's language, unless this browser has already chosen one.
  if (!savedLanguage(request)) headers.append('Set-Cookie', languageCookie(answer.staff.lang));
  const kept = resume ? readKeptPost(request, resume) : undefined;
  if (resume) headers.append('Set-Cookie', clearedResumeCookie());
  if (kept) {
    return data<Answer>(
      { step: 'resume', resume: { action: kept.action, fields: kept.fields } },
      {
        headers,
      },
    );
  }
  headers.set('Location', next ?? '/hotels');
  return new Response(null, { status: 303, headers });
}

/** The post the session ended under, sent again as soon as the page runs (or by its button). */
function Resume({ action, fields }: Pick<KeptPost, 'action' | 'fields'>) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <form ref={form} method="post" action={action}>
      {fields.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a kept form never changes order
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <Muted role="status">{t('office:resume_body')}</Muted>
      <SubmitButton variant="primary">{t('office:resume_continue')}</SubmitButton>
    </form>
  );
}

function words(t: (key: string, values?: Record<string, unknown>) => string, message?: string) {
  if (!message) return undefined;
  const [key, minutes] = message.split('|');
  if (key === 'office:sign_in_wait') return t(key, { minutes: Number(minutes) });
  return key?.startsWith('office:') ? t(key) : message;
}

export default function SignIn() {
  const { t } = useTranslation();
  const { next, resume } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  if (answer?.step === 'resume') {
    return (
      <Card>
        <h1>{t('titles:office_sign_in')}</h1>
        <Resume action={answer.resume.action} fields={answer.resume.fields} />
      </Card>
    );
  }
  const here = `/sign-in${next || resume ? `?${new URLSearchParams({ ...(next ? { next } : {}), ...(resume ? { resume } : {}) })}` : ''}`;
  const message = words(t, answer?.message);
  const codeStep = answer?.step === 'code';
  return (
    <Card>
      <h1>{t('titles:office_sign_in')}</h1>
      {resume && !answer ? <Message $tone="info">{t('office:session_ended')}</Message> : null}
      {message ? (
        <Message $tone="error" role="alert" data-testid="sign-in-message">
          {message}
        </Message>
      ) : null}
      {answer?.enrol ? (
        <Enrol data-testid="enrol">
          <h2>{t('office:enrol_title')}</h2>
          <Muted>{t('office:enrol_body')}</Muted>
          <QrCode value={answer.enrol.uri} size={192} label={t('office:enrol_qr_label')} />
          <Muted>{t('office:enrol_secret')}</Muted>
          <code data-testid="enrol-secret">{answer.enrol.secret}</code>
        </Enrol>
      ) : null}
      <Form method="post" action={here}>
        <input type="hidden" name="step" value={codeStep ? 'code' : 'sign_in'} />
        <TextField
          label={t('office:email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={answer?.step !== undefined ? answer.email : ''}
          maxLength={254}
        />
        <TextField
          label={t('office:password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint={answer?.enrol ? t('office:enrol_password_again') : undefined}
        />
        <TextField
          label={t('office:otp')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required={codeStep}
          hint={codeStep ? undefined : t('office:otp_hint')}
          // A fresh code is asked for after the secret is shown: the field takes the focus.
          autoFocus={Boolean(answer?.enrol)}
        />
        <SubmitButton variant="primary" fullWidth>
          {t('office:sign_in')}
        </SubmitButton>
      </Form>
    </Card>
  );
}
