import type { CSSProperties, ReactNode } from 'react';
import { brands } from '../../../.storybook/brands';
import { BookingUiProvider } from '../src/BookingUiProvider/BookingUiProvider';
import { Button } from '../src/Button/Button';
import type { Brand } from '../src/theme/brand';
import { contrast } from '../src/theme/color';
import { type BookdirectTheme, createTheme, type ThemeColors } from '../src/theme/create-theme';
import { breakpoints, media } from '../src/theme/media';
import {
  fontSizes,
  fonts,
  fontWeights,
  layout,
  lineHeights,
  motion,
  radii,
  space,
  zIndices,
} from '../src/theme/tokens';

/*
 * Docs-only: the design tokens drawn from the theme itself, so these pages can never
 * disagree with what the components use.
 */

const cell: CSSProperties = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid #E4E2DC',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const mono: CSSProperties = { fontFamily: fonts.mono, fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 24px' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, fontWeight: 600 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const ratio = (a: string, b: string) => `${contrast(a, b).toFixed(2)}:1`;

/** What each colour is for, and what it must read against (text 4.5:1, outlines 3:1). */
const roles: Record<keyof ThemeColors, { use: string; on?: (c: ThemeColors) => string[] }> = {
  primary: { use: 'Primary buttons, selected states, the footer' },
  primaryHover: { use: 'Primary, hovered' },
  primarySubtle: { use: 'Hovered rows, chips, tinted bands' },
  onPrimary: { use: 'Text on the primary', on: (c) => [c.primary, c.primaryHover] },
  onPrimaryMuted: { use: 'Secondary text on the primary', on: (c) => [c.primary, c.primaryHover] },
  primaryText: {
    use: 'The primary as text: links, tabs',
    on: (c) => ['#FFFFFF', c.bg, c.surface, c.primarySubtle],
  },
  accent: { use: 'Booking buttons, badges, marks (fill)' },
  accentHover: { use: 'Accent, hovered' },
  onAccent: { use: 'Text on the accent', on: (c) => [c.accent, c.accentHover] },
  accentText: {
    use: 'The accent as text: prices',
    on: (c) => ['#FFFFFF', c.bg, c.surface, c.primarySubtle],
  },
  bg: { use: 'The page' },
  surface: { use: 'Cards, the header, popovers' },
  text: { use: 'Body text', on: (c) => [c.bg, c.surface] },
  textMuted: { use: 'Secondary text', on: (c) => [c.bg, c.surface, c.primarySubtle] },
  border: { use: 'Hairlines and dividers' },
  borderStrong: { use: 'Control outlines (3:1)', on: (c) => [c.surface] },
  focus: { use: 'Focus ring (3:1)', on: (c) => [c.bg] },
  danger: { use: 'Errors', on: (c) => [c.surface] },
  success: { use: 'Confirmations', on: (c) => [c.surface] },
};

/** Every colour of a brand's theme with its contrast against the grounds it is used on. */
export function ColorTokens({ brand }: { brand: Brand }) {
  const { colors } = createTheme(brand);
  return (
    <Table head={['Token', 'Colour', 'Used for', 'Contrast']}>
      {(Object.keys(roles) as (keyof ThemeColors)[]).map((name) => {
        const value = colors[name];
        const grounds = roles[name].on?.(colors) ?? [];
        return (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>colors.{name}</td>
            <td style={cell}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <span
                  style={{
                    width: 40,
                    height: 24,
                    borderRadius: 6,
                    background: value,
                    boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.12)',
                  }}
                />
                <code style={mono}>{value}</code>
              </span>
            </td>
            <td style={cell}>{roles[name].use}</td>
            <td style={{ ...cell, ...mono }}>
              {grounds.length
                ? [...new Set(grounds)].map((g) => `${ratio(value, g)} on ${g}`).join(' · ')
                : '—'}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The colour tables of every brand of the toolbar. */
export function BrandColorTokens() {
  return (
    <>
      {Object.entries(brands).map(([key, brand]) => (
        <section key={key}>
          <h3>
            {brand.name} <code style={mono}>({key})</code>
          </h3>
          <ColorTokens brand={brand} />
        </section>
      ))}
    </>
  );
}

/** The type scale, each size set in both languages. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {Object.entries(fontSizes).map(([name, size]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>fontSizes.{name}</td>
          <td style={{ ...cell, ...mono }}>{size}</td>
          <td style={{ ...cell, fontFamily: fonts.body, fontSize: size, lineHeight: 1.3 }}>
            Book direct 直接预订
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Weights, line heights and the font stacks. */
export function TypeDetails() {
  return (
    <Table head={['Token', 'Value']}>
      {Object.entries(fontWeights).map(([name, weight]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>fontWeights.{name}</td>
          <td style={{ ...cell, fontFamily: fonts.body, fontWeight: weight }}>
            {weight} — Book direct 直接预订
          </td>
        </tr>
      ))}
      {Object.entries(lineHeights).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>lineHeights.{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
        </tr>
      ))}
      {Object.entries(fonts).map(([name, stack]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>fonts.{name}</td>
          <td style={{ ...cell, ...mono }}>{stack}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The 4 px spacing scale as bars. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>space.{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <span
              style={{
                display: 'block',
                width: value,
                height: 12,
                borderRadius: 2,
                background: createTheme().colors.primary,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii. */
export function RadiusScale() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '12px 0 24px' }}>
      {Object.entries(radii).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              width: 96,
              height: 64,
              borderRadius: value,
              border: '1px solid #8F9291',
              background: '#FFFFFF',
            }}
          />
          <figcaption style={mono}>
            radii.{name} · {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The breakpoint, its media queries and the layout measures. */
export function Breakpoints() {
  return (
    <Table head={['Token', 'Value']}>
      {Object.entries(breakpoints).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>breakpoints.{name}</td>
          <td style={{ ...cell, ...mono }}>{value}px</td>
        </tr>
      ))}
      {Object.entries(media).map(([name, query]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>media.{name}</td>
          <td style={{ ...cell, ...mono }}>{query}</td>
        </tr>
      ))}
      {Object.entries(layout).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>layout.{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Motion and stacking. */
export function MotionAndLayers() {
  return (
    <Table head={['Token', 'Value']}>
      {Object.entries(motion).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>motion.{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
        </tr>
      ))}
      {Object.entries(zIndices).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>zIndices.{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A price and a link as a theme writes them, on each ground, with their contrast. */
function TextOnGrounds({ theme }: { theme: BookdirectTheme }) {
  const { colors } = theme;
  const grounds = [
    ['white', '#FFFFFF'],
    ['page', colors.bg],
    ['surface', colors.surface],
    ['tint', colors.primarySubtle],
  ] as const;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
      {grounds.map(([label, ground]) => (
        <div
          key={label}
          style={{ padding: 12, borderRadius: 8, background: ground, border: '1px solid #E4E2DC' }}
        >
          <div style={{ ...mono, color: colors.textMuted }}>{label}</div>
          <div style={{ color: colors.accentText, fontSize: 20, fontWeight: 700 }}>€384.00</div>
          <div style={{ ...mono, color: colors.text }}>{ratio(colors.accentText, ground)}</div>
          <a href="#theming" style={{ color: colors.primaryText }}>
            See rooms
          </a>
          <div style={{ ...mono, color: colors.text }}>{ratio(colors.primaryText, ground)}</div>
        </div>
      ))}
    </div>
  );
}

/**
 * A brand rendered through `BookingUiProvider`: its buttons keep the brand's own colours, its
 * prices and links the text shades the theme derived from them.
 */
export function BrandPreview({ brand }: { brand: Partial<Brand> }) {
  const theme = createTheme(brand);
  return (
    <BookingUiProvider theme={theme} globalStyle={false}>
      <div
        style={{
          display: 'grid',
          gap: 12,
          padding: 16,
          margin: '12px 0 24px',
          borderRadius: 12,
          background: theme.colors.bg,
          color: theme.colors.text,
          fontFamily: fonts.body,
        }}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <strong>{theme.brand.name}</strong>
          <Button>Sign in</Button>
          <Button variant="accent">Reserve</Button>
          <Button variant="secondary">Change</Button>
          <span style={mono}>
            accent {theme.colors.accent} → accentText {theme.colors.accentText}
          </span>
        </div>
        <TextOnGrounds theme={theme} />
      </div>
    </BookingUiProvider>
  );
}

/** The previews of every brand of the toolbar. */
export function BrandPreviews() {
  return (
    <>
      {Object.entries(brands).map(([key, brand]) => (
        <BrandPreview key={key} brand={brand} />
      ))}
    </>
  );
}
