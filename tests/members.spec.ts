import type { Page, TestInfo } from '@playwright/test';
import { expect, locales, test, urls } from './fixtures';
import { readCode, registerMember } from './stays';

/** Words of the member journey in each language (the locales' own copy). */
const words = {
  en: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirm: 'Confirm password',
    code: 'Verification code',
    getCode: 'Get code',
    resend: /^Resend the verification code after \d+ seconds$/,
    codeSent: 'We sent a verification code to your email, please check it',
    join: 'JOIN NOW',
    signIn: 'Sign in',
    signOut: 'Sign out',
    name: 'Name',
    female: 'Female',
    education: 'Education',
    master: 'Master',
    save: 'Save',
    saved: 'Saved successfully',
    confirmReset: 'Confirm',
    resetDone: 'Password has been reset, please log in again',
    accessAfterLogin: 'Access is allowed after login',
    wrongPassword: 'Incorrect username or password',
    silver: 'Silver member',
    openMenu: 'Open menu',
    personalData: 'Personal data',
    changePassword: 'Change password',
  },
  zh: {
    email: '邮箱',
    password: '密码',
    newPassword: '新密码',
    confirm: '确认密码',
    code: '验证码',
    getCode: '获取验证码',
    resend: /^\d+ 秒后重新发送验证码$/,
    codeSent: '验证码已发送到您的邮箱，请查收',
    join: '立即加入',
    signIn: '登录',
    signOut: '退出登录',
    name: '姓名',
    female: '女',
    education: '学历',
    master: '硕士',
    save: '保存',
    saved: '保存成功',
    confirmReset: '确认',
    resetDone: '密码已重置，请重新登录',
    accessAfterLogin: '登录后才可访问',
    wrongPassword: '用户名或密码错误',
    silver: '白银会员',
    openMenu: '打开菜单',
    personalData: '个人资料',
    changePassword: '修改密码',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

const uniqueEmail = (tag: string, info: TestInfo) =>
  `m-${tag}-${info.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** The header's account control: on phones it sits in the menu. */
async function openAccountCard(page: Page, w: Words, info: TestInfo) {
  if (isPhone(info)) {
    await page.getByRole('button', { name: w.openMenu }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /,/ }).click();
  }
  return page.getByTestId('user-card');
}

async function signInOnPage(page: Page, w: Words, email: string, password: string) {
  const form = page.getByRole('main').getByRole('form', { name: w.signIn });
  await form.getByRole('textbox', { name: w.email }).fill(email);
  await form.getByLabel(w.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: w.signIn }).click();
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`members (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('join, save the profile, sign out, sign in from the header, reset the password, sign in again', async ({
      page,
      request,
      consoleErrors,
    }, info) => {
      test.slow();
      const email = uniqueEmail(lang, info);
      const first = 'first pass 123';
      const second = 'second pass 456';

      // Join: Get Code, the countdown, the code from the mailbox.
      await page.goto('/register');
      const join = page.getByRole('form', { name: lang === 'en' ? 'Join' : '注册会员' });
      await join.getByRole('textbox', { name: w.email }).fill(email);
      await join.getByRole('button', { name: w.getCode }).click();
      await expect(join.getByRole('button', { name: w.resend })).toBeDisabled();
      await expect(join.getByText(w.codeSent)).toBeVisible();
      const registration = await readCode(request, email);
      await join.getByRole('textbox', { name: w.code }).fill(registration.code);
      await join.getByLabel(w.password, { exact: true }).fill(first);
      await join.getByLabel(w.confirm).fill(first);
      await join.getByRole('checkbox').check();
      await join.getByRole('button', { name: w.join }).click();
      await expect(page).toHaveURL(`${urls.booking}/`);

      // Signed in: the header shows the member.
      const card = await openAccountCard(page, w, info);
      await expect(card.getByText(w.silver)).toBeVisible();
      await expect(card.getByText(email)).toBeVisible();

      // Profile.
      await card.getByRole('link', { name: w.personalData }).click();
      await expect(page).toHaveURL(/\/user_center$/);
      await page.getByRole('textbox', { name: w.name }).fill('Ada Lovelace');
      await page.getByRole('radio', { name: w.female }).check();
      await page.getByRole('combobox', { name: w.education }).selectOption({ label: w.master });
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('status').getByText(w.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: w.name })).toHaveValue('Ada Lovelace');
      await expect(page.getByRole('radio', { name: w.female })).toBeChecked();

      // Sign out.
      const signedIn = await openAccountCard(page, w, info);
      await expect(signedIn.getByText('Ada Lovelace')).toBeVisible();
      await signedIn.getByRole('button', { name: w.signOut }).click();
      await expect(page).toHaveURL(/\/login$/);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
      expect(cookies.find((c) => c.name === 'login')).toBeUndefined();

      // Sign in from the header (on phones its control leads to the /login page).
      await page.goto('/');
      if (isPhone(info)) {
        await page.getByRole('button', { name: w.openMenu }).click();
        await page.getByRole('banner').getByRole('button', { name: w.signIn }).click();
        await expect(page).toHaveURL(/\/login$/);
        await signInOnPage(page, w, email, first);
        await expect(page).toHaveURL(`${urls.booking}/`);
      } else {
        await page.getByRole('banner').getByRole('button', { name: w.signIn }).click();
        const popover = page.getByRole('dialog', { name: w.signIn });
        await expect(popover.getByRole('textbox', { name: w.email })).toBeFocused();
        await popover.getByRole('textbox', { name: w.email }).fill(email);
        await popover.getByLabel(w.password, { exact: true }).fill(first);
        await popover.getByRole('button', { name: w.signIn }).click();
        await expect(page).toHaveURL(/\/dxuser\/index$/);
      }
      const token = (await page.context().cookies()).find((c) => c.name === 'token');
      expect(token?.httpOnly).toBe(true);
      expect(token?.sameSite).toBe('Lax');
      expect((await page.context().cookies()).find((c) => c.name === 'login')?.httpOnly).toBe(
        false,
      );

      // Change the password with a new code.
      const again = await openAccountCard(page, w, info);
      await again.getByRole('link', { name: w.changePassword }).click();
      await expect(page).toHaveURL(/\/reset_pwd$/);
      const reset = page.getByRole('main').getByRole('form');
      await expect(reset.getByRole('textbox', { name: w.email })).toHaveValue(email);
      await reset.getByRole('button', { name: w.getCode }).click();
      await expect(reset.getByRole('button', { name: w.resend })).toBeDisabled();
      const resetCode = await readCode(request, email, registration.id);
      expect(resetCode.id).toBeGreaterThan(registration.id);
      await reset.getByRole('textbox', { name: w.code }).fill(resetCode.code);
      await reset.getByLabel(w.newPassword).fill(second);
      await reset.getByLabel(w.confirm).fill(second);
      await reset.getByRole('button', { name: w.confirmReset, exact: true }).click();
      await expect(page.getByText(w.resetDone)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

      // The old password no longer works; the new one does.
      await signInOnPage(page, w, email, first);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(w.wrongPassword);
      await signInOnPage(page, w, email, second);
      await expect(page).toHaveURL(`${urls.booking}/`);
      await expect(await openAccountCard(page, w, info)).toContainText('Ada Lovelace');
      // The refused old password is a 400 answer by design; nothing else may be logged.
      expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    });

    test('a visitor sent to /login from a member page comes back after signing in', async ({
      page,
      request,
    }, info) => {
      const email = uniqueEmail(`${lang}-back`, info);
      await registerMember(request, email, 'back again 123');
      await page.goto('/user_credits');
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser_credits$/);
      await expect(page.getByRole('main').getByText(w.accessAfterLogin)).toBeVisible();
      await signInOnPage(page, w, email, 'back again 123');
      await expect(page).toHaveURL(/\/user_credits$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Signed in, /login goes home.
      await page.goto('/login');
      await expect(page).toHaveURL(`${urls.booking}/`);
    });

    test('a wrong password reads "Incorrect username or password"', async ({
      page,
      request,
    }, info) => {
      const email = uniqueEmail(`${lang}-wrong`, info);
      await registerMember(request, email, 'the right one 1');
      await page.goto('/login');
      await signInOnPage(page, w, email, 'the wrong one 2');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(w.wrongPassword);
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}

test('a member form posted from another site, or from nowhere, is refused', async ({ request }) => {
  const attempts: Record<string, string>[] = [{ Referer: 'https://evil.example/page' }, {}];
  for (const headers of attempts) {
    const response = await request.post(`${urls.booking}/logout`, {
      headers,
      form: {},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  }
  const fromHere = await request.post(`${urls.booking}/logout`, {
    headers: { Origin: urls.booking },
    form: {},
    maxRedirects: 0,
  });
  expect(fromHere.status()).toBe(303);
});
