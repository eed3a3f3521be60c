import { createCookie } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { plainCookieValue, readCookie } from '../src/cookies.server';

const withCookie = (cookie: string) =>
  new Request('http://localhost:3000/', { headers: { Cookie: cookie } });

/** The `name=value` pair of a Set-Cookie, as the browser sends it back. */
const pair = (setCookie: string) => setCookie.split(';')[0] ?? '';

const plain = createCookie('cur', {
  ...plainCookieValue,
  path: '/',
  sameSite: 'lax',
  maxAge: 60,
});

describe('plainCookieValue', () => {
  it('writes the bare value, as a hand-written header did', async () => {
    expect(await plain.serialize('USD')).toBe('cur=USD; Max-Age=60; Path=/; SameSite=Lax');
    expect(await plain.serialize('', { maxAge: 0 })).toBe('cur=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('percent-encodes what a header cannot carry, as encodeURIComponent does', async () => {
    expect(await plain.serialize('a+b/c=')).toMatch(/^cur=a%2Bb%2Fc%3D;/);
    expect(await plain.serialize('中文 x')).toMatch(
      new RegExp(`^cur=${encodeURIComponent('中文 x')};`),
    );
  });

  it('reads bare values written before, by scripts or by tests', async () => {
    expect(await plain.parse('lng=zh; cur=EUR')).toBe('EUR');
    expect(await plain.parse('cur=a%2Bb%2Fc%3D')).toBe('a+b/c=');
    expect(await plain.parse(`cur=${encodeURIComponent('中文 x')}`)).toBe('中文 x');
  });

  it('reads nothing from an absent, empty or undecodable value', async () => {
    expect(await plain.parse(null)).toBeNull();
    expect(await plain.parse('lng=zh')).toBeNull();
    expect(await plain.parse('cur=')).toBeNull();
    expect(await plain.parse('cur=%E0%A4%A')).toBeNull();
  });

  it('round-trips through serialize and parse', async () => {
    for (const value of ['1', 'abc.DEF-123', 'x~y_z', 'é']) {
      const header = pair(await plain.serialize(value));
      expect(await plain.parse(header)).toBe(value);
      expect(readCookie(withCookie(header), 'cur')).toBe(value);
    }
  });

  it('writes nothing for a value that is not a string', async () => {
    expect(await plain.serialize({ a: 1 })).toMatch(/^cur=;/);
  });

  it('differs from Remix’s own encoding, which a plain reader cannot read', async () => {
    const header = pair(await createCookie('cur').serialize('1'));
    expect(header).toBe('cur=IjEi');
    expect(readCookie(withCookie(header), 'cur')).toBe('IjEi');
  });
});

describe('readCookie', () => {
  it('finds one cookie by its exact name, percent-decoded', () => {
    const request = withCookie('xcur=no; cur=JPY; lng=en');
    expect(readCookie(request, 'cur')).toBe('JPY');
    expect(readCookie(request, 'lng')).toBe('en');
    expect(readCookie(withCookie('token=a%2Bb'), 'token')).toBe('a+b');
  });

  it('keeps the first of two cookies of one name', () => {
    expect(readCookie(withCookie('cur=USD; cur=EUR'), 'cur')).toBe('USD');
  });

  it('answers undefined when absent, empty or undecodable', () => {
    expect(readCookie(new Request('http://localhost:3000/'), 'cur')).toBeUndefined();
    expect(readCookie(withCookie('lng=zh'), 'cur')).toBeUndefined();
    expect(readCookie(withCookie('cur='), 'cur')).toBeUndefined();
    expect(readCookie(withCookie('cur=%E0%A4%A'), 'cur')).toBeUndefined();
  });
});
