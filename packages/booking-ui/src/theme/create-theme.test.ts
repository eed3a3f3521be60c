import { describe, expect, it } from 'vitest';
import { contrast, fromOklch, toOklch } from './color';
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
      // Prices are written in the accent's text shade, links in the primary's.
      for (const ground of [colors.bg, colors.surface, colors.primarySubtle]) {
        expect(contrast(colors.accentText, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colors.primaryText, ground)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(colors.onPrimaryMuted, colors.primaryHover)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.onPrimary, colors.primaryHover)).toBeGreaterThanOrEqual(4.5);
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
    // The button keeps the brand's gold; the price gets a darker gold.
    expect(theme.colors.accent).toBe('#C9A227');
    expect(theme.colors.accentText).not.toBe('#C9A227');
    expect(contrast(theme.colors.accentText, theme.colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.colors.onAccent, theme.colors.accent)).toBeGreaterThanOrEqual(4.5);
  });

  describe('the accent as text', () => {
    const accents = [
      ['the demo brand', '#B94A2C'],
      ['Lotus Bay', '#E9A23B'],
      ['yellow', '#FFD400'],
      ['light green', '#90EE90'],
      ['white-ish cream', '#FDF6E3'],
      ['pure red', '#FF0000'],
    ] as const;

    for (const [label, accent] of accents) {
      it(`reads at 4.5:1 on white, the page, surfaces and tints, in the same hue (${label})`, () => {
        const { colors } = createTheme({
          colors: { primary: '#1F4D3A', accent, background: '#F7F6F1' },
        });
        const grounds = ['#FFFFFF', colors.bg, colors.surface, colors.primarySubtle];
        const worst = (color: string) => Math.min(...grounds.map((g) => contrast(color, g)));
        expect(worst(colors.accentText)).toBeGreaterThanOrEqual(4.5);
        const before = toOklch(accent);
        const after = toOklch(colors.accentText);
        const turn = Math.abs(((after.h - before.h + 540) % 360) - 180);
        expect(turn).toBeLessThanOrEqual(3);
        expect(after.l).toBeLessThanOrEqual(before.l);
        // Darkened no more than needed: a step lighter no longer reads everywhere.
        if (colors.accentText !== accent) {
          expect(worst(fromOklch({ ...after, l: after.l + 0.02 }))).toBeLessThan(4.5);
        }
        // Text on the accent's fill reads too, hovered or not.
        expect(contrast(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colors.onAccent, colors.accentHover)).toBeGreaterThanOrEqual(4.5);
      });
    }

    it('keeps an accent that already reads, and the brand colour of every fill', () => {
      const demo = createTheme();
      expect(demo.colors.accentText).toBe(demo.colors.accent);
      const lotus = createTheme({ colors: { primary: '#1F4D3A', accent: '#E9A23B' } });
      expect(lotus.colors.accent).toBe('#E9A23B');
      expect(lotus.colors.accentText).not.toBe('#E9A23B');
    });

    it('darkens a fill only when no text reads on it (pure red under white)', () => {
      const { colors } = createTheme({ colors: { primary: '#1F4D3A', accent: '#FF0000' } });
      expect(colors.accent).not.toBe('#FF0000');
      expect(toOklch(colors.accent).h).toBeCloseTo(toOklch('#FF0000').h, 0);
    });
  });

  it('gives a pale primary a readable shade for links', () => {
    const { colors } = createTheme({ colors: { primary: '#7FC8E8', accent: '#B94A2C' } });
    expect(colors.primary).toBe('#7FC8E8');
    expect(contrast(colors.primaryText, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(toOklch(colors.primaryText).h).toBeCloseTo(toOklch('#7FC8E8').h, -1);
  });

  it('refuses a colour that is not hex', () => {
    expect(() => createTheme({ colors: { primary: 'teal', accent: '#FFD166' } })).toThrow(/hex/);
  });
});
