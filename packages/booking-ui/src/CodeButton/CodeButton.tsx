import { type ComponentPropsWithoutRef, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface CodeCountdown {
  /** Seconds until another code may be asked for (the spec's 59). */
  seconds: number;
  /** Changes each time a countdown starts, so a second send restarts it. */
  key: string | number;
}

export interface CodeButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'children'> {
  /** Asks for a code. Without it the button submits its form (`name`/`value` tell the action). */
  onRequest?: () => void;
  /** A running countdown: the button is disabled and says when it can be pressed again. */
  countdown?: CodeCountdown | null;
  /** A send is in flight. */
  busy?: boolean;
}

const Root = styled(Button)`
  min-width: 120px;
  max-width: 52%;
  height: auto;
  min-height: 48px;
  padding-block: ${({ theme }) => theme.space.xxs};
  white-space: normal;
  line-height: 1.25;
  text-align: center;
`;

/**
 * Get Code: disabled while a countdown runs, with the text 'Resend the verification code
 * after N seconds'. The count runs from a deadline, so a busy tab does not slow it down.
 */
export function CodeButton({
  onRequest,
  countdown,
  busy = false,
  disabled,
  ...rest
}: CodeButtonProps) {
  const { t } = useUiTranslation();
  const [left, setLeft] = useState(countdown?.seconds ?? 0);
  // Until the page's JavaScript runs, the button submits its form (`name`/`value` tell the
  // action): a click that comes before hydration, or without JavaScript, still asks for a code.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what restarts the count
  useEffect(() => {
    if (!countdown || countdown.seconds <= 0) return;
    const deadline = Date.now() + countdown.seconds * 1000;
    setLeft(countdown.seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [countdown?.key]);

  const counting = left > 0;
  // A countdown started on press already says what happens; a spinner beside it would only
  // change the button's name mid-count.
  return (
    <Root
      {...rest}
      type={onRequest && hydrated ? 'button' : 'submit'}
      formNoValidate
      variant="secondary"
      loading={busy && !counting}
      disabled={disabled || counting}
      data-counting={counting ? '' : undefined}
      onClick={hydrated ? onRequest : undefined}
    >
      {counting ? t('member:resend_after', { seconds: left }) : t('member:get_code')}
    </Root>
  );
}
