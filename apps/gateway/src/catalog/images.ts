/** Colour schemes of the generated pictures, one per home region's look. */
export type PaletteName = 'aegean' | 'terracotta' | 'tuscan' | 'bosphorus' | 'jungle' | 'temple';

/**
 * Images. Every image has two variants under one stem: `{stem}_1.{ext}` the original and
 * `{stem}_3.{ext}` the display size. Uploaded photos are stored as bytes (`image_files`);
 * demo images are drawn on request from their key (`gen/{palette}/{kind}-{seed}_{1|3}.svg`),
 * so a seed of 20,000 hotels stores no pictures. Both are served at `/images/{key}`.
 */

export type GeneratedKind = 'hotel' | 'room' | 'guide';

interface Palette {
  sky: [string, string, string];
  ground: string;
  far: string;
  walls: string[];
  accent: string;
  sun: string;
}

const PALETTES: Record<PaletteName, Palette> = {
  aegean: {
    sky: ['#0b4f8a', '#5fa8e0', '#e3f2fd'],
    ground: '#1565a8',
    far: '#7fb3d5',
    walls: ['#ffffff', '#f5f9fc', '#e8f1f8'],
    accent: '#1e6fd0',
    sun: '#fff3c4',
  },
  terracotta: {
    sky: ['#e76f51', '#f4a261', '#fde8cf'],
    ground: '#b5533c',
    far: '#d98c5f',
    walls: ['#f2e2c4', '#f7d9b0', '#ecc9a0'],
    accent: '#8c2f1b',
    sun: '#fff6e0',
  },
  tuscan: {
    sky: ['#d4a373', '#e9c46a', '#fbf1d3'],
    ground: '#6b8f3e',
    far: '#a3b86c',
    walls: ['#e8b07a', '#f1c995', '#dfa06e'],
    accent: '#7a4b25',
    sun: '#fffbe6',
  },
  bosphorus: {
    sky: ['#264653', '#2a9d8f', '#e0f4f1'],
    ground: '#1d5c6e',
    far: '#5c8d89',
    walls: ['#f0e6d2', '#e9d8b4', '#f7efe1'],
    accent: '#c1121f',
    sun: '#ffe8a3',
  },
  jungle: {
    sky: ['#1b4332', '#52b788', '#d8f3dc'],
    ground: '#2d6a4f',
    far: '#40916c',
    walls: ['#f6f1e1', '#efe3c8', '#fff8e7'],
    accent: '#e76f51',
    sun: '#fff1b8',
  },
  temple: {
    sky: ['#9d0208', '#e85d04', '#ffe8d6'],
    ground: '#3d2c2e',
    far: '#6a4c4f',
    walls: ['#fbeee0', '#f3dcc4', '#fff5ea'],
    accent: '#d00000',
    sun: '#fff0d9',
  },
};

export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

const GENERATED = /^gen\/([a-z]+)\/(hotel|room|guide)-(\d{1,9})_([13])\.svg$/;

/** The `_1` key of a generated image. */
export function generatedKey(palette: PaletteName, kind: GeneratedKind, seed: number): string {
  return `gen/${palette}/${kind}-${seed}_1.svg`;
}

/** Keys are paths of safe characters; anything else is never an image. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]{0,200}$/i.test(key) && !key.includes('..');
}

function rng(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The SVG of a generated key, or undefined when the key is not a generated one. */
export function renderGenerated(key: string): string | undefined {
  const match = GENERATED.exec(key);
  if (!match) return undefined;
  const [, paletteName, kind, seedText, variant] = match;
  const palette = PALETTES[paletteName as PaletteName];
  if (!palette) return undefined;
  const seed = Number(seedText);
  const [width, height] = variant === '1' ? [1600, 1000] : [800, 500];
  const body =
    kind === 'hotel'
      ? hotelScene(palette, rng(seed))
      : kind === 'room'
        ? roomScene(palette, rng(seed))
        : guideScene(palette, rng(seed));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 800 500" preserveAspectRatio="xMidYMid slice">${body}</svg>`
  );
}

const f = (n: number) => Math.round(n * 10) / 10;

function skyDefs(p: Palette, r: () => number): string {
  const angle = Math.round(r() * 30);
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1" gradientTransform="rotate(${angle})">` +
    `<stop offset="0" stop-color="${p.sky[0]}"/><stop offset=".55" stop-color="${p.sky[1]}"/>` +
    `<stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.ground}"/>` +
    `<stop offset="1" stop-color="${p.far}"/></linearGradient>` +
    `<radialGradient id="l" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${p.sun}"/>` +
    `<stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="500" fill="url(#s)"/>`
  );
}

function hotelScene(p: Palette, r: () => number): string {
  const parts = [skyDefs(p, r)];
  const sunX = 120 + r() * 560;
  const sunY = 70 + r() * 90;
  parts.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="120" fill="url(#l)"/>`);
  parts.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(28 + r() * 22)}" fill="${p.sun}"/>`);
  // Far hills.
  let hills = 'M0 330';
  for (let x = 0; x <= 800; x += 80)
    hills += ` Q${x + 40} ${f(260 + r() * 60)} ${x + 80} ${f(300 + r() * 40)}`;
  parts.push(`<path d="${hills} L800 500 L0 500Z" fill="${p.far}" opacity=".75"/>`);
  // Buildings.
  let x = -20 + r() * 30;
  while (x < 800) {
    const w = 70 + r() * 90;
    const h = 90 + r() * 150;
    const top = 400 - h;
    const wall = p.walls[Math.floor(r() * p.walls.length)] ?? p.walls[0];
    parts.push(
      `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h + 20)}" fill="${wall}"/>`,
    );
    if (r() < 0.45) {
      parts.push(
        `<path d="M${f(x - 6)} ${f(top)} L${f(x + w / 2)} ${f(top - 20 - r() * 25)} L${f(x + w + 6)} ${f(top)}Z" fill="${p.accent}"/>`,
      );
    } else if (r() < 0.5) {
      parts.push(
        `<ellipse cx="${f(x + w / 2)}" cy="${f(top)}" rx="${f(w / 3)}" ry="${f(w / 4)}" fill="${p.accent}"/>`,
      );
    }
    for (let wy = top + 18; wy < 380; wy += 34) {
      for (let wx = x + 12; wx < x + w - 18; wx += 26) {
        const lit = r() < 0.3;
        parts.push(
          `<rect x="${f(wx)}" y="${f(wy)}" width="12" height="18" rx="5" fill="${lit ? p.sun : p.accent}" opacity="${lit ? 0.95 : 0.55}"/>`,
        );
      }
    }
    x += w + 4 + r() * 20;
  }
  // Foreground: water or garden.
  parts.push(`<rect y="400" width="800" height="100" fill="url(#g)"/>`);
  for (let i = 0; i < 6; i++) {
    const y = 420 + i * 14;
    parts.push(
      `<path d="M${f(r() * 200)} ${y} h${f(200 + r() * 300)}" stroke="${p.sky[2]}" stroke-width="3" stroke-linecap="round" opacity=".35"/>`,
    );
  }
  return parts.join('');
}

function roomScene(p: Palette, r: () => number): string {
  const wall = p.walls[Math.floor(r() * p.walls.length)] ?? p.walls[0];
  const parts = [
    `<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall}"/>` +
      `<stop offset="1" stop-color="${p.far}" stop-opacity=".6"/></linearGradient>` +
      `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[1]}"/>` +
      `<stop offset="1" stop-color="${p.sky[2]}"/></linearGradient></defs>`,
    `<rect width="800" height="500" fill="url(#w)"/>`,
    `<rect y="380" width="800" height="120" fill="${p.ground}" opacity=".55"/>`,
  ];
  const winX = 60 + r() * 420;
  parts.push(
    `<rect x="${f(winX)}" y="70" width="240" height="180" rx="10" fill="url(#s)" stroke="#fff" stroke-width="10"/>`,
  );
  parts.push(
    `<circle cx="${f(winX + 60 + r() * 120)}" cy="${f(120 + r() * 40)}" r="22" fill="${p.sun}"/>`,
  );
  parts.push(
    `<path d="M${f(winX)} 210 Q${f(winX + 120)} ${f(170 + r() * 30)} ${f(winX + 240)} 215 V250 H${f(winX)}Z" fill="${p.far}"/>`,
  );
  // Bed.
  const bedX = 120 + r() * 260;
  parts.push(`<rect x="${f(bedX)}" y="250" width="330" height="40" rx="8" fill="${p.accent}"/>`);
  parts.push(`<rect x="${f(bedX - 10)}" y="290" width="350" height="80" rx="14" fill="#ffffff"/>`);
  parts.push(
    `<rect x="${f(bedX - 10)}" y="320" width="350" height="50" rx="12" fill="${p.sky[1]}" opacity=".8"/>`,
  );
  parts.push(
    `<rect x="${f(bedX + 20)}" y="268" width="110" height="36" rx="14" fill="#fff" stroke="${p.walls[2]}"/>`,
  );
  parts.push(
    `<rect x="${f(bedX + 190)}" y="268" width="110" height="36" rx="14" fill="#fff" stroke="${p.walls[2]}"/>`,
  );
  // Lamp and plant.
  parts.push(`<rect x="${f(bedX - 80)}" y="300" width="50" height="70" rx="6" fill="${p.far}"/>`);
  parts.push(`<path d="M${f(bedX - 75)} 300 l20 -50 l20 50Z" fill="${p.sun}"/>`);
  parts.push(
    `<circle cx="${f(700 - r() * 40)}" cy="330" r="38" fill="${p.ground}"/><rect x="${f(685 - r() * 10)}" y="350" width="30" height="30" fill="${p.accent}"/>`,
  );
  return parts.join('');
}

function guideScene(p: Palette, r: () => number): string {
  const parts = [skyDefs(p, r), `<rect y="360" width="800" height="140" fill="url(#g)"/>`];
  const doorX = 300 + r() * 100;
  parts.push(`<rect x="${f(doorX - 60)}" y="90" width="280" height="290" fill="${p.walls[0]}"/>`);
  parts.push(`<rect x="${f(doorX)}" y="150" width="160" height="230" rx="80" fill="${p.accent}"/>`);
  parts.push(`<circle cx="${f(doorX + 135)}" cy="270" r="8" fill="${p.sun}"/>`);
  parts.push(`<rect x="${f(doorX + 180)}" y="230" width="30" height="44" rx="4" fill="${p.far}"/>`);
  parts.push(
    `<circle cx="${f(doorX - 120)}" cy="200" r="40" fill="none" stroke="${p.sun}" stroke-width="14"/>`,
  );
  parts.push(`<rect x="${f(doorX - 86)}" y="193" width="90" height="14" fill="${p.sun}"/>`);
  return parts.join('');
}
