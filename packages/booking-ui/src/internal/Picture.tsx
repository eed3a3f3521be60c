import {
  forwardRef,
  type ImgHTMLAttributes,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { FALLBACK_IMAGE } from './fallback-image';

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** The photo; when missing, empty or failing to load, the placeholder landscape shows instead. */
  src?: string | null;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A photo that never shows the browser's broken-image icon: a photo that is missing or
 * fails to load, before hydration as well as after, gives way to the placeholder landscape,
 * and keeps its `alt` (it still names what the photo is of).
 */
export const Picture = forwardRef<HTMLImageElement, PictureProps>(function Picture(
  { src, onError, alt, ...rest },
  ref,
) {
  const placeholder = FALLBACK_IMAGE;
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
