import { describe, expect, it } from 'vitest';
import { favoriteAction } from '../app/favorites.server';

/** The action's answer as a redirect (what a visitor always gets). */
async function redirectOf(answer: Awaited<ReturnType<typeof favoriteAction>>): Promise<Response> {
  expect(answer).toBeInstanceOf(Response);
  return answer as Response;
}

const post = (fields: Record<string, string>, cookie = '') =>
  new Request('http://site.test/user_favorite', {
    method: 'POST',
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });

describe('a heart pressed by a visitor', () => {
  it('asks them to sign in and brings them back to the same hotel', async () => {
    const back = '/hotel/detail?hotelId=7&enterDate=20300101&leaveDate=20300103';
    const answer = await redirectOf(
      await favoriteAction(post({ intent: 'save', hotelId: '7', redirectTo: back, enhanced: '1' })),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
  });

  it('never sends them back to another site', async () => {
    const answer = await redirectOf(
      await favoriteAction(post({ intent: 'save', hotelId: '7', redirectTo: '//evil.example/x' })),
    );
    expect(answer.headers.get('Location')).not.toContain('evil.example');
  });

  it('without a way back returns to the saved hotels', async () => {
    const answer = await redirectOf(
      await favoriteAction(post({ intent: 'remove', favoriteId: '3' })),
    );
    expect(answer.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/user_favorite')}`,
    );
  });
});
