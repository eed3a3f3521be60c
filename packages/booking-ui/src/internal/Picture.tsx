import {
  forwardRef,
  type ImgHTMLAttributes,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ThemeContext } from 'styled-components';
import type { ThemeColors } from '../theme/create-theme';
import { FALLBACK_IMAGE } from './fallback-image';

/** The brand's placeholder: the fallback landscape drawn in the brand's own colours. */
export function brandPlaceholder(
  colors: Pick<ThemeColors, 'primary' | 'primarySubtle' | 'bg' | 'accent'>,
) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.primarySubtle}"/><stop offset="1" stop-color="${colors.bg}"/></linearGradient></defs>` +
    '<rect width="400" height="300" fill="url(#s)"/>' +
    `<circle cx="300" cy="90" r="34" fill="${colors.accent}" fill-opacity=".55"/>` +
    `<path d="M0 230 L90 160 L170 215 L250 150 L400 240 V300 H0Z" fill="${colors.primary}" fill-opacity=".3"/>` +
    `<path d="M0 260 L120 205 L220 250 L320 215 L400 255 V300 H0Z" fill="${colors.primary}" fill-opacity=".55"/>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function useBrandPlaceholder(): string {
  const theme = useContext(ThemeContext) as { colors?: ThemeColors } | undefined;
  const colors = theme?.colors;
  return useMemo(() => (colors ? brandPlaceholder(colors) : FALLBACK_IMAGE), [colors]);
}

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** The photo; when missing, empty or failing to load, the brand's placeholder shows instead. */
  src?: string | null;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A photo that never shows the browser's broken-image icon: a photo that is missing or
 * fails to load, before hydration as well as after, gives way to the brand's placeholder,
 * and keeps its `alt` (it still names what the photo is of).
 */
export const Picture = forwardRef<HTMLImageElement, PictureProps>(function Picture(
  { src, onError, alt, ...rest },
  ref,
) {
  const placeholder = useBrandPlaceholder();
  const wanted = src || null;
  const [failed, setFailed] = useState<string | null>(null);
  const broken = wanted === null || failed === wanted;
  const own = useRef<HTMLImageElement | null>(null);
  const setRef = useCallback(
    (img: HTMLImageElement | null) => {
      own.current = img;
      assignRef(ref, img);
    },
    [ref],
  );

  // An image that failed while the page was only server-rendered fired its `error` before
  // React listened: it is complete with no pixels.
  useEffect(() => {
    const img = own.current;
    if (wanted !== null && img?.complete && img.naturalWidth === 0) setFailed(wanted);
  }, [wanted]);

  return (
    <img
      {...rest}
      ref={setRef}
      alt={alt}
      src={broken ? placeholder : wanted}
      data-fallback={broken ? '' : undefined}
      onError={(event) => {
        if (!broken) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
});
