import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  forwardRef,
  type ReactNode,
} from 'react';
import { keyframes, styled } from 'styled-components';
import { useCommonTranslation } from '../internal/use-common-translation';
import { VisuallyHidden } from '../internal/visually-hidden';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** Visual weight: primary for the main action, accent for booking and prices, secondary outlined, ghost bare. */
  variant?: ButtonVariant;
  /** Height: sm 36 px, md 44 px, lg 52 px. */
  size?: ButtonSize;
  /** Shows a spinner inside the button, marks it busy and disables it while a request runs. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Icon shown before the label (decorative; the label names the button). */
  iconStart?: ReactNode;
  /** Icon shown after the label (decorative). */
  iconEnd?: ReactNode;
  /** The label. */
  children?: ReactNode;
}

/** A `<button>`; `type` defaults to `"button"`. */
export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };

/** An `<a>` styled as a button, rendered when `href` is given. */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'a'>, keyof ButtonOwnProps> & {
    /** Where the link goes; makes the button render as `<a>`. */
    href: string;
    /** Renders a link that cannot be followed (no href, `aria-disabled`). */
    disabled?: boolean;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &[data-size='sm'] {
    height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &[data-size='lg'] {
    height: 52px;
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.md};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &[data-full-width] {
    display: flex;
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &[data-variant='accent'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  &[data-variant='accent']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.accentHover};
  }

  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primarySubtle};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &[data-variant='ghost']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:active:not(:disabled, [aria-disabled='true']) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  /* A busy button keeps its colours: the spinner is the message, not a faded control. */
  &:disabled:not([aria-busy='true']),
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.45;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;

  ${Root}[aria-busy='true'] & {
    opacity: 0;
  }
`;

const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.15em;
  height: 1.15em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;

  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

function ButtonImpl(props: ButtonProps, ref: ForwardedRef<HTMLButtonElement | HTMLAnchorElement>) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    iconStart,
    iconEnd,
    children,
    ...rest
  } = props;
  const { t } = useCommonTranslation();

  const content = (
    <>
      <Label>
        {iconStart ? <Icon aria-hidden="true">{iconStart}</Icon> : null}
        {children}
        {iconEnd ? <Icon aria-hidden="true">{iconEnd}</Icon> : null}
      </Label>
      {loading ? (
        <>
          <Spinner aria-hidden="true" />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </>
      ) : null}
    </>
  );

  const shared = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth ? '' : undefined,
    'aria-busy': loading || undefined,
  };

  if (rest.href !== undefined) {
    const { href, disabled, ...anchorProps } = rest as ButtonAsLinkProps;
    const inert = disabled || loading;
    return (
      <Root
        as="a"
        ref={ref as ForwardedRef<HTMLAnchorElement>}
        {...anchorProps}
        {...shared}
        href={inert ? undefined : href}
        aria-disabled={inert || undefined}
      >
        {content}
      </Root>
    );
  }

  const { type = 'button', disabled, ...buttonProps } = rest as ButtonAsButtonProps;
  return (
    <Root
      ref={ref as ForwardedRef<HTMLButtonElement>}
      {...buttonProps}
      {...shared}
      type={type}
      disabled={disabled || loading}
    >
      {content}
    </Root>
  );
}

/**
 * The one button: four variants, three sizes, a spinner while loading, and an `<a>` when
 * given `href`. State shows through `:disabled`, `[aria-busy]` and `[aria-disabled]`.
 */
export const Button = forwardRef(ButtonImpl);
Button.displayName = 'Button';
