import { useId } from 'react';
import type { DestinationPalette } from './types';

interface Palette {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
  sea?: string;
  mark: string;
  markAccent: string;
}

/** Each country in its own colours: Aegean blues, terracotta, temple reds, jungle greens. */
const palettes: Record<DestinationPalette, Palette> = {
  greece: {
    sky: ['#8EC5E8', '#E8F3FA'],
    sun: '#FFF4D6',
    far: '#B9D6E8',
    near: '#F4EFE6',
    sea: '#1E6FA8',
    mark: '#FFFFFF',
    markAccent: '#1F5FA8',
  },
  portugal: {
    sky: ['#F3B58A', '#FCE6CF'],
    sun: '#FFF1DC',
    far: '#E49A6A',
    near: '#C2643F',
    sea: '#2F6E8E',
    mark: '#F7E7CE',
    markAccent: '#A4492B',
  },
  spain: {
    sky: ['#F2A541', '#FBE3B5'],
    sun: '#FFF3D9',
    far: '#E08A4F',
    near: '#B8472A',
    mark: '#F5DDBA',
    markAccent: '#8E3720',
  },
  italy: {
    sky: ['#E9C46A', '#F8EBC8'],
    sun: '#FFF6DE',
    far: '#B7A35C',
    near: '#7C8B4A',
    mark: '#2F4A2A',
    markAccent: '#A85C32',
  },
  turkey: {
    sky: ['#5FB3B3', '#F6E3C8'],
    sun: '#FFEFD2',
    far: '#9BC7C2',
    near: '#D98C5F',
    sea: '#1D7A85',
    mark: '#3B2F3A',
    markAccent: '#E76F51',
  },
  thailand: {
    sky: ['#F2C14E', '#FBE9B7'],
    sun: '#FFF5D1',
    far: '#6FA77A',
    near: '#1F6B4A',
    mark: '#D4A72C',
    markAccent: '#8C6A12',
  },
  malaysia: {
    sky: ['#7CC6B6', '#E4F4EC'],
    sun: '#FFF7DD',
    far: '#5FA777',
    near: '#0F5E4B',
    mark: '#DCE7EA',
    markAccent: '#5D7B86',
  },
  japan: {
    sky: ['#F2C6B4', '#FBEAE2'],
    sun: '#FFFFFF',
    far: '#D9A6A0',
    near: '#6E5A66',
    mark: '#B3261E',
    markAccent: '#7A1712',
  },
  other: {
    sky: ['#9FB8C8', '#EEF2F4'],
    sun: '#FFF6E0',
    far: '#A9BFC9',
    near: '#557A8A',
    mark: '#2C4A57',
    markAccent: '#2C4A57',
  },
};

function Landmark({ kind, p }: { kind: DestinationPalette; p: Palette }) {
  switch (kind) {
    case 'greece':
      return (
        <g>
          <rect x="36" y="244" width="64" height="56" fill={p.mark} />
          <rect x="92" y="226" width="70" height="74" fill={p.mark} />
          <rect x="154" y="252" width="56" height="48" fill={p.mark} />
          <path d="M102 226a25 25 0 0 1 50 0z" fill={p.markAccent} />
          <rect x="124" y="190" width="6" height="12" fill={p.markAccent} />
          <rect x="52" y="260" width="10" height="14" rx="5" fill={p.markAccent} />
          <rect x="118" y="252" width="12" height="20" rx="6" fill={p.markAccent} />
          <rect x="172" y="266" width="10" height="14" rx="5" fill={p.markAccent} />
        </g>
      );
    case 'portugal':
      return (
        <g fill={p.mark}>
          <rect x="120" y="176" width="64" height="124" />
          <path d="M120 176v-12h10v8h10v-8h12v8h10v-8h12v8h10v-8h0v12z" />
          <rect x="112" y="230" width="80" height="70" />
          <path d="M140 300v-30a12 12 0 0 1 24 0v30z" fill={p.markAccent} />
          <rect x="146" y="196" width="12" height="18" rx="6" fill={p.markAccent} />
        </g>
      );
    case 'spain':
      return (
        <g>
          <path
            d="M30 300V238h250v62h-26v-28a22 22 0 0 0-44 0v28h-22v-28a22 22 0 0 0-44 0v28h-22v-28a22 22 0 0 0-44 0v28z"
            fill={p.mark}
          />
          <rect x="30" y="230" width="250" height="10" fill={p.markAccent} />
        </g>
      );
    case 'italy':
      return (
        <g fill={p.mark}>
          <ellipse cx="70" cy="240" rx="12" ry="58" />
          <ellipse cx="100" cy="252" rx="10" ry="46" />
          <ellipse cx="232" cy="236" rx="13" ry="62" />
          <ellipse cx="260" cy="256" rx="9" ry="42" />
          <rect x="140" y="250" width="56" height="50" fill={p.markAccent} />
          <path d="M134 252l34-22 34 22z" fill={p.markAccent} />
        </g>
      );
    case 'turkey':
      return (
        <g fill={p.mark}>
          <path d="M110 300v-52a50 50 0 0 1 100 0v52z" />
          <rect x="80" y="160" width="8" height="140" />
          <path d="M78 160l6-22 6 22z" />
          <rect x="232" y="160" width="8" height="140" />
          <path d="M230 160l6-22 6 22z" />
          <rect x="157" y="182" width="6" height="18" />
        </g>
      );
    case 'thailand':
      return (
        <g fill={p.mark}>
          <path d="M160 128l10 70h-20z" />
          <path d="M120 300c0-50 20-80 40-102 20 22 40 52 40 102z" />
          <rect x="104" y="290" width="112" height="10" fill={p.markAccent} />
          <path d="M60 300c0-26 10-40 20-50 10 10 20 24 20 50z" />
          <path d="M220 300c0-26 10-40 20-50 10 10 20 24 20 50z" />
        </g>
      );
    case 'malaysia':
      return (
        <g fill={p.mark}>
          <rect x="112" y="130" width="30" height="170" rx="4" />
          <rect x="178" y="130" width="30" height="170" rx="4" />
          <path d="M127 130l0-44 3 44z" />
          <path d="M193 130l0-44 3 44z" />
          <rect x="142" y="204" width="36" height="8" fill={p.markAccent} />
          <path d="M120 170h14M120 200h14M186 170h14M186 200h14" stroke={p.markAccent} />
        </g>
      );
    case 'japan':
      return (
        <g fill={p.mark}>
          <path d="M70 178q90 -18 180 0l-4 16q-86 -12 -172 0z" fill={p.markAccent} />
          <rect x="84" y="198" width="152" height="12" />
          <rect x="104" y="184" width="14" height="116" />
          <rect x="202" y="184" width="14" height="116" />
          <rect x="154" y="196" width="12" height="16" />
        </g>
      );
    default:
      return null;
  }
}

/**
 * A small illustrated scene per country (gradients and simple shapes), drawn as SVG so it
 * is sharp, weighs nothing and never shows a broken image.
 */
export function DestinationArt({ palette }: { palette: DestinationPalette }) {
  const id = useId().replace(/:/g, '');
  const p = palettes[palette];
  return (
    <svg viewBox="0 0 320 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.sky[0]} />
          <stop offset="1" stopColor={p.sky[1]} />
        </linearGradient>
        <radialGradient id={`${id}-sun`}>
          <stop offset="0.55" stopColor={p.sun} />
          <stop offset="1" stopColor={p.sun} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="400" fill={`url(#${id}-sky)`} />
      <circle cx="238" cy="96" r="58" fill={`url(#${id}-sun)`} />
      <path d="M0 236C60 196 120 206 176 222s104 8 144-20V400H0z" fill={p.far} opacity="0.85" />
      {p.sea ? <rect y="286" width="320" height="114" fill={p.sea} /> : null}
      <Landmark kind={palette} p={p} />
      <path d="M0 300c70-16 140-6 206 6s86 6 114-4V400H0z" fill={p.near} />
    </svg>
  );
}
