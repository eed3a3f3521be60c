import { describe, expect, it } from 'vitest';
import { loader as signInLoader } from '../app/routes/sign-in';
import { clearedSessionCookie, sessionCookie, signInHref, staffToken } from '../app/session.server';

const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('the staff session cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole site and twelve hours', () => {
    const cookie = sessionCookie('a'.repeat(32), { NODE_ENV: 'development' });
    expect(cookie.startsWith(`office_session=${'a'.repeat(32)};`)).toBe(true);
    expect(attributes(cookie)).toEqual(['Path=/', 'Max-Age=43200', 'HttpOnly', 'SameSite=Strict']);
  });

  it('is Secure in production, and when NODE_ENV is not set', () => {
    expect(attributes(sessionCookie('a'.repeat(32), { NODE_ENV: 'production' }))).toContain(
      'Secure',
    );
    expect(attributes(sessionCookie('a'.repeat(32), {}))).toContain('Secure');
  });

  it('is forgotten with the same attributes and no value', () => {
    const cookie = clearedSessionCookie({ NODE_ENV: 'production' });
    expect(cookie).toBe('office_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure');
  });

  it('is read only when it holds something token-shaped', () => {
    const withCookie = (value: string) =>
      new Request('http://office.test/hotels', { headers: { Cookie: `office_session=${value}` } });
    expect(staffToken(withCookie('A_b-c'.repeat(5)))).toBe('A_b-c'.repeat(5));
    expect(staffToken(withCookie('short'))).toBeUndefined();
    expect(staffToken(withCookie('x'.repeat(20).concat('<script>')))).toBeUndefined();
  });
});

describe('the sign-in page and `next`', () => {
  const load = (query: string, cookie?: string) =>
    signInLoader({
      request: new Request(`http://office.test/sign-in${query}`, {
        headers: cookie ? { Cookie: cookie } : {},
      }),
      params: {},
      context: {},
    });

  it('sends a page of the office back to itself after signing in', () => {
    expect(signInHref(new Request('http://office.test/staff?q=li'))).toBe(
      '/sign-in?next=%2Fstaff%3Fq%3Dli',
    );
    expect(load('?next=%2Fstaff%3Fq%3Dli')).toEqual({ next: '/staff?q=li', resume: null });
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('never sends anyone off the site: next=%s', (next) => {
    const { next: target } = load(`?next=${encodeURIComponent(next)}`) as { next: string | null };
    expect(target === null || (target.startsWith('/') && !target.startsWith('//'))).toBe(true);
    expect(target).not.toContain('evil.example');
  });

  it('takes someone already signed in straight to where they were going', () => {
    let thrown: unknown;
    try {
      load('?next=%2F%2Fevil.example', `office_session=${'t'.repeat(32)}`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('ignores a resume id that is not one the office makes', () => {
    expect(load('?resume=%3Cscript%3E')).toEqual({ next: null, resume: null });
  });
});
