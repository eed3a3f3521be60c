import { Suspense } from 'react';
import { styled } from 'styled-components';
import type { Drawn, draw as drawCode } from './draw';

export interface QrCodeProps {
  /** Text or URL encoded in the code (e.g. the mini-program link). */
  value: string;
  /** Rendered width and height in px. */
  size?: number;
  /** What a screen reader says for the code, e.g. "Scan to open the site on your phone". */
  label: string;
}

const Svg = styled.svg`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  shape-rendering: geometricPrecision;
`;

const FINDER = 7;

/**
 * A value's key on the page (FNV-1a, 32 bits, hex): how a browser finds the code the server
 * drew for it. Not the value itself, which may be a secret (a staff member's enrolment code).
 */
function qrKey(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Codes read from this document's server-drawn ones, by value (browser only). */
const onPage = new Map<string, Drawn>();

/**
 * The code the server drew for `value`, read from the document: what hydrating it would
 * otherwise encode again (30-40 ms of a phone's main thread for the footer's code, more than
 * the rest of the footer). The drawing is the same function of the value on both sides.
 */
function drawnOnPage(value: string): Drawn | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = onPage.get(value);
  if (known) return known;
  const key = qrKey(value);
  for (const svg of document.querySelectorAll('svg[data-qr-key]')) {
    if (svg.getAttribute('data-qr-key') !== key) continue;
    const path = svg.querySelector(':scope > path')?.getAttribute('d');
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const version = Number(svg.getAttribute('data-qr-version'));
    if (!path || !(size > 0) || !(version > 0)) continue;
    const drawn = { size, version, path };
    onPage.set(value, drawn);
    return drawn;
  }
  return undefined;
}

/*
 * The encoder is a chunk of its own, fetched beside the page's JavaScript rather than inside
 * it. A server loads it as soon as this module runs, so its first render has it. A browser
 * loads it when it needs it: when this module runs on a page without server-drawn codes (a
 * code rendered later, as the office's enrolment code is), or when it renders a code the page
 * does not already show. Until it has arrived, hydrating markup stays as the server wrote it
 * (the code sits in a Suspense boundary) and a render in the browser shows a blank square of
 * the same size and label.
 */
let encoder: typeof drawCode | undefined;
let failed = false;
let loading: Promise<unknown> | undefined;

function loadEncoder(): Promise<unknown> {
  loading ??= import('./draw').then(
    (module) => {
      encoder = module.draw;
    },
    () => {
      // Left undrawn: the placeholder stays; the next page load tries again.
      failed = true;
    },
  );
  return loading;
}

if (typeof document === 'undefined' || !document.querySelector('svg[data-qr-key]')) {
  void loadEncoder();
}

function Blank({ size = 128, label }: QrCodeProps) {
  return <Svg role="img" aria-label={label} width={size} height={size} />;
}

function Finder({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        fillRule="evenodd"
        d="M1.6 0h3.8A1.6 1.6 0 0 1 7 1.6v3.8A1.6 1.6 0 0 1 5.4 7H1.6A1.6 1.6 0 0 1 0 5.4V1.6A1.6 1.6 0 0 1 1.6 0zM1.8 1h3.4a.8.8 0 0 1 .8.8v3.4a.8.8 0 0 1-.8.8H1.8a.8.8 0 0 1-.8-.8V1.8a.8.8 0 0 1 .8-.8z"
      />
      <rect x="2" y="2" width="3" height="3" rx="0.7" />
    </g>
  );
}

function Drawing(props: QrCodeProps) {
  const { value, size = 128, label } = props;
  const qr = drawnOnPage(value) ?? encoder?.(value);
  if (!qr) {
    if (failed) return <Blank {...props} />;
    throw loadEncoder();
  }
  const far = qr.size - FINDER;
  return (
    <Svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      fill="currentColor"
      data-qr-version={qr.version}
      data-qr-key={qrKey(value)}
    >
      <path d={qr.path} />
      <Finder x={0} y={0} />
      <Finder x={far} y={0} />
      <Finder x={0} y={far} />
    </Svg>
  );
}

/** A scannable QR code drawn as one SVG in the theme's text colour (encoder: uqr). */
export function QrCode(props: QrCodeProps) {
  return (
    <Suspense fallback={<Blank {...props} />}>
      <Drawing {...props} />
    </Suspense>
  );
}
