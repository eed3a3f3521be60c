import { describe, expect, it } from 'vitest';
import { currencyAction, savedCurrency } from '../app/currency.server';

const post = (fields: Record<string, string>, cookie?: string) =>
  new Request('http://localhost:3000/currency', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });

describe('the /currency action', () => {
  it('keeps a chosen currency a year in the cur cookie and goes back', async () => {
    const answer = await currencyAction(
      post({ currency: 'JPY', redirectTo: '/hotel/search?city_id=3' }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/hotel/search?city_id=3');
    // The bare code, as the cookie always held: visitors' saved choices still read.
    expect(answer.headers.get('Set-Cookie')).toBe(
      'cur=JPY; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it("forgets it for the hotel's own currency", async () => {
    const answer = await currencyAction(post({ currency: 'hotel', redirectTo: '/' }));
    expect(answer.headers.get('Set-Cookie')).toBe('cur=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('changes nothing for an unknown currency, and never leaves the site', async () => {
    const answer = await currencyAction(post({ currency: 'GBP', redirectTo: '//evil.example' }));
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    expect(answer.headers.get('Location')).toBe('/');
  });

  it('reads only the six currencies back', async () => {
    const withCookie = (cookie: string) =>
      new Request('http://localhost:3000/', { headers: { Cookie: cookie } });
    expect(await savedCurrency(withCookie('lng=zh; cur=EUR'))).toBe('EUR');
    expect(await savedCurrency(withCookie('cur=XXX'))).toBeUndefined();
    expect(await savedCurrency(withCookie('cur='))).toBeUndefined();
    expect(await savedCurrency(withCookie('cur=%E0%A4%A'))).toBeUndefined();
    expect(await savedCurrency(withCookie('lng=en'))).toBeUndefined();
    expect(await savedCurrency(new Request('http://localhost:3000/'))).toBeUndefined();
  });
});
