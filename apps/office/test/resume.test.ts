import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clearedResumeCookie,
  keepPost,
  RESUME_MAX_AGE_S,
  readKeptPost,
} from '../app/resume.server';
import { staffAction } from '../app/staff.server';

const key = randomBytes(32);
const now = Date.UTC(2026, 11, 1, 12);
const fields: [string, string][] = [
  ['name', 'Lina Wang'],
  ['role', 'desk'],
  ['hotel_ids', '3'],
  ['hotel_ids', '4'],
];

/** The request the sign-in page receives with the browser's cookie. */
function withCookie(setCookie: string): Request {
  const pair = setCookie.split(';')[0] as string;
  return new Request('http://office.test/sign-in', { headers: { Cookie: pair } });
}

function kept(options: { action?: string; secure?: boolean } = {}) {
  const answer = keepPost(options.action ?? '/staff/7', fields, {
    key,
    now,
    secure: options.secure ?? true,
  });
  if (!answer) throw new Error('not kept');
  return answer;
}

describe('a post kept across signing in again', () => {
  it('is an HttpOnly, SameSite=Strict cookie of ten minutes', () => {
    const { setCookie } = kept();
    expect(setCookie.split('; ').slice(1)).toEqual([
      'Path=/',
      `Max-Age=${RESUME_MAX_AGE_S}`,
      'HttpOnly',
      'SameSite=Strict',
      'Secure',
    ]);
    expect(clearedResumeCookie({ secure: false })).toBe(
      'office_resume=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it('gives back its action and fields, in order, to the link that carries its id', () => {
    const { id, setCookie } = kept();
    expect(readKeptPost(withCookie(setCookie), id, { key, now: now + 60_000 })).toMatchObject({
      id,
      action: '/staff/7',
      fields,
    });
  });

  it('is ignored once expired', () => {
    const { id, setCookie } = kept();
    expect(
      readKeptPost(withCookie(setCookie), id, { key, now: now + RESUME_MAX_AGE_S * 1000 }),
    ).toBeUndefined();
  });

  it('is ignored when changed: another action, or signed with another key', () => {
    const { id, setCookie } = kept();
    const value = setCookie.split(';')[0]?.split('=')[1] as string;
    const [payload, signature] = value.split('.') as [string, string];
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString());
    changed.action = '/staff/1';
    changed.fields = [['intent', 'disable']];
    const forged = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(readKeptPost(withCookie(`office_resume=${forged}`), id, { key, now })).toBeUndefined();
    expect(readKeptPost(withCookie(setCookie), id, { key: randomBytes(32), now })).toBeUndefined();
    expect(readKeptPost(withCookie(`office_resume=${payload}.`), id, { key, now })).toBeUndefined();
  });

  it("is ignored for another link's id, or without one", () => {
    const { setCookie } = kept();
    expect(readKeptPost(withCookie(setCookie), 'someone-else', { key, now })).toBeUndefined();
    expect(readKeptPost(withCookie(setCookie), null, { key, now })).toBeUndefined();
  });

  it('never keeps an address off the site', () => {
    const { id, setCookie } = kept({ action: '//evil.example/staff' });
    expect(readKeptPost(withCookie(setCookie), id, { key, now })?.action).toBe('/');
  });

  it('is not kept when too large for a cookie', () => {
    expect(keepPost('/staff', [['name', 'x'.repeat(5000)]], { key, now })).toBeNull();
  });
});

describe('staffAction without a session', () => {
  it('keeps the post and sends the person to sign in, then back', async () => {
    const body = new URLSearchParams(fields);
    const request = new Request('http://office.test/staff/7?tab=1', { method: 'POST', body });
    let thrown: unknown;
    try {
      await staffAction(request, async () => 'never');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') as string, 'http://office.test');
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('next')).toBe('/staff/7?tab=1');
    const id = location.searchParams.get('resume');
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('office_session=;'))).toBe(true);
    const resume = cookies.find((cookie) => cookie.startsWith('office_resume=')) as string;
    expect(readKeptPost(withCookie(resume), id)).toMatchObject({
      action: '/staff/7?tab=1',
      fields,
    });
  });
});
