import { defaultBrand } from '@bookdirect/booking-ui';
import { describe, expect, it, vi } from 'vitest';
import { brandFromEnv } from '../src/brand.server';

describe('brand configuration', () => {
  it('is the demo brand when nothing is set', () => {
    expect(brandFromEnv({})).toEqual(defaultBrand);
  });

  it('takes name, colours and contacts from the environment', () => {
    const brand = brandFromEnv({
      BRAND_NAME: 'Aegean Stays',
      BRAND_PRIMARY: '#123456',
      BRAND_EMAIL: 'hello@aegean.example',
    });
    expect(brand.name).toBe('Aegean Stays');
    expect(brand.colors.primary).toBe('#123456');
    expect(brand.colors.accent).toBe(defaultBrand.colors.accent);
    expect(brand.contact.email).toBe('hello@aegean.example');
    expect(brand.contact.phone).toBe(defaultBrand.contact.phone);
  });

  it('keeps the default for a colour that is not hex', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(brandFromEnv({ BRAND_ACCENT: 'tomato' }).colors.accent).toBe(defaultBrand.colors.accent);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("links the brand's own app only to an https address, and has none by default", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(brandFromEnv({}).apps).toBeUndefined();
    expect(
      brandFromEnv({
        BRAND_APP_STORE_URL: 'https://apps.apple.com/app/id123',
        BRAND_GOOGLE_PLAY_URL: 'javascript:alert(1)',
      }).apps,
    ).toEqual({ appStore: 'https://apps.apple.com/app/id123' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
