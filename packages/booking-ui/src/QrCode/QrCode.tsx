import { useMemo } from 'react';
import { styled } from 'styled-components';
import { encode, QrCodeDataType } from 'uqr';

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

function modulesPath(data: boolean[][], types: QrCodeDataType[][]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      // Finder patterns are drawn separately with softened corners.
      if (dark && types[y]?.[x] !== QrCodeDataType.Position) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
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

interface Drawn {
  size: number;
  version: number;
  path: string;
}

/**
 * Codes drawn so far, by value: a site shows the same few codes (the footer's) on every page,
 * and encoding one is the costliest part of a server render's footer. Bounded, for values
 * that vary (a payment's code).
 */
const drawn = new Map<string, Drawn>();
const DRAWN_MAX = 64;

function draw(value: string): Drawn {
  let found = drawn.get(value);
  if (!found) {
    const qr = encode(value, { ecc: 'M', border: 0 });
    found = { size: qr.size, version: qr.version, path: modulesPath(qr.data, qr.types) };
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string);
    drawn.set(value, found);
  }
  return found;
}

/** A scannable QR code drawn as one SVG in the theme's text colour (encoder: uqr). */
export function QrCode({ value, size = 128, label }: QrCodeProps) {
  const qr = useMemo(() => draw(value), [value]);
  const path = qr.path;
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
      <path d={path} />
      <Finder x={0} y={0} />
      <Finder x={far} y={0} />
      <Finder x={0} y={far} />
    </Svg>
  );
}
