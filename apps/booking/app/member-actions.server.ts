import { safeRedirectPath } from '@bookdirect/app-shell/server';
import { dateInputToYmd } from '@bookdirect/booking-ui';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import {
  headerLoginFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetFormSchema,
  userInfoSchema,
} from '@bookdirect/gateway-sdk/schemas';
import { translate } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import {
  checkForm,
  type FormAnswer,
  failed,
  hashed,
  invalid,
  readMemberForm,
  sendCode,
  text,
} from './members.server';
import {
  clearedSessionCookies,
  flashCookie,
  redirectWithCookies,
  requireMember,
  sessionCookies,
  withSession,
} from './session.server';
import { shell } from './shell.server';

/**
 * The member pages' form posts: each checks the form with the shared rules, calls the gateway
 * and answers the page (field errors, the gateway's message) or moves on with its cookies.
 */

/**
 * Sign in from this page or from the header's popover (`from=header`). The typed password is
 * hashed here, on our server, before it goes to the gateway (docs/adr/0010-member-sessions.md).
 */
export async function signIn(request: Request) {
  const form = await readMemberForm(request);
  const fromHeader = text(form, 'from') === 'header';
  const email = text(form, 'email');
  const checked = checkForm(fromHeader ? headerLoginFormSchema : loginFormSchema, {
    email,
    password: text(form, 'password'),
  });
  if (!checked.ok) return invalid(checked.errors, { email });
  try {
    const session = await shell.gatewayFor(request, { token: undefined }).call(endpoints.login, {
      body: { email: checked.value.email, password: await hashed(checked.value.password) },
    });
    const next = fromHeader ? '/dxuser/index' : safeRedirectPath(text(form, 'redirectTo'));
    return redirectWithCookies(next, [
      ...(await sessionCookies(session.token)),
      await flashCookie('account:login_successfully'),
    ]);
  } catch (error) {
    return failed(error, request, { email });
  }
}

/** Get Code (`intent=send_code`) or JOIN NOW; joining signs the member in and goes home. */
export async function register(request: Request) {
  const form = await readMemberForm(request);
  const email = text(form, 'email');
  if (text(form, 'intent') === 'send_code') {
    return sendCode(request, email, endpoints.registerCode, { countdownOnError: false });
  }
  const code = text(form, 'code');
  const values = { email, code };
  const checked = checkForm(registerFormSchema, {
    email,
    code,
    password: text(form, 'password'),
    confirm: text(form, 'confirm'),
    marketing_consent: text(form, 'marketing_consent') === '1',
  });
  if (!checked.ok) return invalid(checked.errors, values);
  try {
    const session = await shell.gatewayFor(request, { token: undefined }).call(endpoints.register, {
      body: {
        email: checked.value.email,
        password: await hashed(checked.value.password),
        code: checked.value.code,
        marketing_consent: checked.value.marketing_consent ? 1 : 0,
      },
    });
    return redirectWithCookies('/', [
      ...(await sessionCookies(session.token)),
      await flashCookie('account:registered'),
    ]);
  } catch (error) {
    return failed(error, request, values);
  }
}

/**
 * Forgot or change password. The Get Code countdown starts even when the call failed
 * (spec); a successful reset ends this browser's session, since the member must sign in again.
 */
export async function resetPassword(request: Request) {
  const form = await readMemberForm(request);
  const email = text(form, 'email');
  if (text(form, 'intent') === 'send_code') {
    return sendCode(request, email, endpoints.resetCode, { countdownOnError: true });
  }
  const code = text(form, 'code');
  const values = { email, code };
  const checked = checkForm(resetFormSchema, {
    email,
    code,
    password: text(form, 'password'),
    confirm: text(form, 'confirm'),
  });
  if (!checked.ok) return invalid(checked.errors, values);
  try {
    await shell.gatewayFor(request, { token: undefined }).call(endpoints.resetPassword, {
      body: {
        email: checked.value.email,
        password: await hashed(checked.value.password),
        code: checked.value.code,
      },
    });
  } catch (error) {
    return failed(error, request, values);
  }
  const headers = new Headers();
  for (const cookie of await clearedSessionCookies()) headers.append('Set-Cookie', cookie);
  return data<FormAnswer & { done: true }>(
    {
      done: true,
      message: translate(shell.language(request), 'account:password_reset'),
      tone: 'success',
      values: { email },
      at: Date.now(),
    },
    { headers },
  );
}

/** The profile form: checked with the shared rules, saved by the gateway. */
export async function saveProfile(request: Request) {
  const form = await readMemberForm(request);
  requireMember(request);
  const checked = checkForm(userInfoSchema, {
    name: text(form, 'name'),
    gender: text(form, 'gender') || 0,
    birthday: dateInputToYmd(text(form, 'birthday')),
    edu_id: text(form, 'edu_id'),
    industery_id: text(form, 'industery_id'),
    mobile: text(form, 'mobile'),
    tel_prefix: text(form, 'tel_prefix'),
  });
  if (!checked.ok) return invalid(checked.errors);
  const { name, gender, birthday, edu_id, industery_id, mobile, tel_prefix } = checked.value;
  try {
    await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.updateUserInfo, {
        body: {
          name: name ?? '',
          gender: (gender ?? 0) as 0 | 1 | 2,
          birthday: birthday ?? 0,
          edu_id: edu_id ?? 0,
          industery_id: industery_id ?? 0,
          mobile: mobile ?? '',
          ...(tel_prefix ? { tel_prefix } : {}),
        },
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return failed(error, request);
  }
  return data<FormAnswer>({
    message: translate(shell.language(request), 'account:saved_successful'),
    tone: 'success',
    at: Date.now(),
  });
}
