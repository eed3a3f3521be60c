import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageAction,
  safeRedirectPath,
} from '../src/language.server';

function request(headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/', { headers });
}

function post(fields: Record<string, string>) {
  return new Request('http://localhost:3000/language', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

describe('language detection', () => {
  it('follows the saved choice first', () => {
    const saved = request({ Cookie: 'theme=dark; lng=zh', 'Accept-Language': 'en-US,en' });
    expect(detectLanguage(saved, 'en')).toBe('zh');
  });

  it('then the browser language, honouring q-values', () => {
    expect(detectLanguage(request({ 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' }), 'en')).toBe(
      'zh',
    );
    expect(detectLanguage(request({ 'Accept-Language': 'de-DE,en;q=0.5' }), 'zh')).toBe('en');
  });

  it("falls back to the app's default", () => {
    expect(detectLanguage(request(), 'en')).toBe('en');
    expect(detectLanguage(request(), 'zh')).toBe('zh');
    expect(detectLanguage(request({ 'Accept-Language': 'fr-FR' }), 'zh')).toBe('zh');
  });

  it('ignores a cookie naming a language we do not speak', () => {
    expect(detectLanguage(request({ Cookie: 'lng=fr', 'Accept-Language': 'zh' }), 'en')).toBe('zh');
    expect(detectLanguage(request({ Cookie: 'lng=%E0%A4%A' }), 'en')).toBe('en');
  });
});

describe('redirect safety', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/hotel/search?region_name=Athens&x=1')).toBe(
      '/hotel/search?region_name=Athens&x=1',
    );
    expect(safeRedirectPath('/dxuser/index#top')).toBe('/dxuser/index#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
      // Dot segments that the URL parser folds into a protocol-relative path.
      '/.//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/.%2e//evil.example/x?y=1',
      '',
      '   ',
    ]) {
      expect(safeRedirectPath(target), JSON.stringify(target)).toBe('/');
    }
    expect(safeRedirectPath(null)).toBe('/');
    // What comes out is itself a safe target: normalising again changes nothing.
    expect(safeRedirectPath('/a/./b/../c?d=1')).toBe('/a/c?d=1');
    expect(safeRedirectPath(undefined)).toBe('/');
  });
});

describe('the language action', () => {
  it('saves the choice for a year and goes back where the visitor was', async () => {
    const response = await languageAction(post({ lng: 'zh', redirectTo: '/international?a=1' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/international?a=1');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lng=zh;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
  });

  it('sends an off-site redirectTo home', async () => {
    const response = await languageAction(post({ lng: 'en', redirectTo: '//evil.example/' }));
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lng=en;/);
  });

  it('changes nothing for a language we do not speak', async () => {
    const response = await languageAction(post({ lng: 'fr', redirectTo: '/' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
