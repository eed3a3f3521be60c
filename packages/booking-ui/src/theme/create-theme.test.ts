import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { createTheme } from './create-theme';

const altBrand = {
  name: 'Lotus Bay Resorts',
  colors: { primary: '#1F4D3A', accent: '#F2B441' },
  contact: { email: 'hello@lotusbay.example', phone: '+60 3 5555 0199' },
};

describe('createTheme', () => {
  it('builds the demo brand when given nothing', () => {
    const theme = createTheme();
    expect(theme.brand.name).toBe('Bookdirect Hotels');
    expect(theme.breakpoints.mobile).toBe(768);
    expect(theme.media.mobile).toBe('@media (max-width: 767.98px)');
    expect(theme.fonts.body.indexOf('"PingFang SC"')).toBeLessThan(
      theme.fonts.body.indexOf('sans-serif'),
    );
  });

  for (const [label, brand] of [
    ['the demo brand', undefined],
    ['another brand', altBrand],
  ] as const) {
    it(`keeps text readable (4.5:1) for ${label}`, () => {
      const { colors } = createTheme(brand);
      expect(contrast(colors.text, colors.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.textMuted, colors.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.textMuted, colors.surface)).toBeGreaterThanOrEqual(4.5);
      // Tinted rows and bands (the franchise page's grey sections) keep muted text readable.
      expect(contrast(colors.textMuted, colors.primarySubtle)).toBeGreaterThanOrEqual(4.5);
      // Prices are written in the accent.
      expect(contrast(colors.accent, colors.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.accent, colors.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.onPrimaryMuted, colors.primaryHover)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.onPrimaryMuted, colors.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.focus, colors.bg)).toBeGreaterThanOrEqual(3);
    });
  }

  it('takes a brand name and contact, keeping demo values for what it leaves out', () => {
    const theme = createTheme({
      name: 'Maison Azur',
      contact: { email: 'a@b.example', phone: '1' },
    });
    expect(theme.brand.name).toBe('Maison Azur');
    expect(theme.brand.contact.email).toBe('a@b.example');
    expect(theme.colors.primary).toBe(createTheme().colors.primary);
  });

  it('darkens a pale brand colour used as the focus ring', () => {
    const theme = createTheme({ colors: { primary: '#BFE3F2', accent: '#FFD166' } });
    expect(contrast(theme.colors.focus, theme.colors.bg)).toBeGreaterThanOrEqual(3);
    expect(theme.colors.onPrimary).toBe(theme.colors.text);
  });

  it('darkens a pale accent until a price written in it reads at 4.5:1 (a gold accent)', () => {
    const theme = createTheme({
      colors: { primary: '#1E4D3B', accent: '#C9A227', background: '#F5F3EA' },
    });
    expect(theme.colors.accent).not.toBe('#C9A227');
    expect(contrast(theme.colors.accent, theme.colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.colors.onAccent, theme.colors.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a colour that is not hex', () => {
    expect(() => createTheme({ colors: { primary: 'teal', accent: '#FFD166' } })).toThrow(/hex/);
  });
});
