import { GatewayError } from '@bookdirect/gateway-sdk';
import { describe, expect, it } from 'vitest';
import {
  clearedFlashCookie,
  clearedSessionCookies,
  flashCookie,
  flashKey,
  isSignedIn,
  loginHref,
  requireMember,
  SESSION_MAX_AGE_S,
  sessionCookies,
  sessionToken,
  withSession,
} from '../app/session.server';

const withCookie = (cookie: string, url = 'http://localhost:3000/user_center') =>
  new Request(url, { headers: { Cookie: cookie } });

const cookieNamed = (cookies: string[], name: string) =>
  cookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';

describe('member session cookies', () => {
  it('keeps the token httpOnly and the login marker readable, both 4.5 days, SameSite=Lax', async () => {
    const cookies = await sessionCookies('abc.DEF-123', { NODE_ENV: 'development' });
    const token = cookieNamed(cookies, 'token');
    const login = cookieNamed(cookies, 'login');
    expect(SESSION_MAX_AGE_S).toBe(388_800);
    expect(token).toMatch(/^token=abc\.DEF-123;/);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('Max-Age=388800');
    expect(token).toContain('SameSite=Lax');
    expect(token).toContain('Path=/');
    expect(token).not.toContain('Secure');
    expect(login).toMatch(/^login=1;/);
    expect(login).not.toContain('HttpOnly');
    expect(login).toContain('Max-Age=388800');
  });

  it('writes the bare token, percent-encoded, and reads it back', async () => {
    const [token] = await sessionCookies('a+b/c=', { NODE_ENV: 'development' });
    expect(token).toMatch(/^token=a%2Bb%2Fc%3D;/);
    expect(sessionToken(withCookie(token?.split(';')[0] ?? ''))).toBe('a+b/c=');
  });

  it('marks both cookies Secure in production', async () => {
    for (const cookie of await sessionCookies('t', { NODE_ENV: 'production' })) {
      expect(cookie).toContain('Secure');
    }
  });

  it('clears login, token, order token and order id on sign-out', async () => {
    const cleared = await clearedSessionCookies({ NODE_ENV: 'production' });
    for (const name of ['login', 'token', 'order_token', 'order_id']) {
      expect(cookieNamed(cleared, name)).toMatch(new RegExp(`^${name}=;.*Max-Age=0`));
    }
  });

  it('reads the token from the Cookie header and refuses odd values', () => {
    expect(sessionToken(withCookie('lng=zh; token=abc123; login=1'))).toBe('abc123');
    expect(sessionToken(withCookie('token=a%0Db'))).toBeUndefined();
    expect(sessionToken(withCookie('login=1'))).toBeUndefined();
    expect(isSignedIn(withCookie('token='))).toBe(false);
  });
});

describe('member pages', () => {
  it('send a visitor to /login with the way back', async () => {
    const thrown = (() => {
      try {
        requireMember(new Request('http://localhost:3000/user_credits?page=2'));
      } catch (response) {
        return response as Response;
      }
    })();
    expect(thrown?.status).toBe(303);
    expect(thrown?.headers.get('Location')).toBe('/login?redirectTo=%2Fuser_credits%3Fpage%3D2');
  });

  it('let a member through', () => {
    expect(requireMember(withCookie('token=t0k'))).toBe('t0k');
  });

  it('never loop /login back to itself', () => {
    expect(loginHref(new Request('http://localhost:3000/login?redirectTo=/x'))).toBe('/login');
    expect(loginHref(new Request('http://localhost:3000/'))).toBe('/login');
  });
});

describe('a rec 3 answer', () => {
  const expired = new GatewayError({ rec: 3, msg: 'expired', key: 'errors:session_expired' });

  it('clears the cookies and goes to /login', async () => {
    const request = withCookie('token=t', 'http://localhost:3000/user_center');
    const response = await withSession(request, () => Promise.reject(expired)).catch(
      (thrown: Response) => thrown,
    );
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fuser_center');
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(
      ['login', 'order_id', 'order_token', 'token'].sort(),
    );
  });

  it('goes home instead for the guest-list calls', async () => {
    const response = await withSession(
      withCookie('token=t', 'http://localhost:3000/hotel/pay'),
      () => Promise.reject(expired),
      'home',
    ).catch((thrown: Response) => thrown);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('passes other errors and answers through', async () => {
    const other = new GatewayError({ rec: 1, msg: 'no', key: 'errors:failed' });
    await expect(withSession(withCookie('token=t'), () => Promise.reject(other))).rejects.toBe(
      other,
    );
    await expect(withSession(withCookie('token=t'), async () => 42)).resolves.toBe(42);
  });
});

describe('flash messages', () => {
  it('carry only our own account keys', async () => {
    const set = await flashCookie('account:login_successfully', {});
    const value = set.split(';')[0]?.slice('flash='.length) ?? '';
    expect(await flashKey(withCookie(`flash=${value}`))).toBe('account:login_successfully');
    const script = await flashCookie('<script>', {});
    expect(await flashKey(withCookie(script.split(';')[0] ?? ''))).toBeUndefined();
    expect(await flashKey(withCookie('flash=%3Cscript%3E'))).toBeUndefined();
  });

  it('live 30 seconds, httpOnly, SameSite=Lax, Secure in production, and clear', async () => {
    const set = await flashCookie('account:registered', { NODE_ENV: 'production' });
    for (const attribute of ['Max-Age=30', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']) {
      expect(set).toContain(attribute);
    }
    expect(await flashCookie('account:registered', {})).not.toContain('Secure');
    expect(await clearedFlashCookie({})).toMatch(/^flash=;.*Max-Age=0/);
  });
});
