import { Suspense } from 'react';
import { styled } from 'styled-components';
import type { draw as drawCode } from './draw';

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

/*
 * The encoder is a chunk of its own, fetched as soon as this module runs, beside the page's
 * JavaScript rather than inside it: a footer on every page does not make every page wait for
 * it. The server has it by its first request; a browser hydrating server-rendered markup
 * keeps that markup until the chunk arrives (the code sits in a Suspense boundary). A render
 * before then (a client-side one, or a server's very first) shows a blank square of the same
 * size and label.
 */
let encoder: typeof drawCode | undefined;
let failed = false;
const loading: Promise<unknown> = import('./draw').then(
  (module) => {
    encoder = module.draw;
  },
  () => {
    // Left undrawn: the placeholder stays; the next page load tries again.
    failed = true;
  },
);

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
  if (!encoder) {
    if (failed) return <Blank {...props} />;
    throw loading;
  }
  const qr = encoder(value);
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
