import type { CodeCountdown } from '@bookdirect/booking-ui';
import { RESEND_COUNTDOWN_S } from '@bookdirect/gateway-sdk';
import { useActionData, useFetcher, useNavigation, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import type { FormAnswer } from '../../members.server';

/**
 * Wires a booking-ui member form to its route's action: a valid form is submitted as a Remix
 * navigation, Get Code goes through a fetcher (the page stays put), and the newest answer of
 * either gives the form its words and the countdown.
 *
 * `countdownOnSend`: the countdown starts the moment Get Code is pressed, before (and
 * whatever) the answer: the reset page's rule. The answer then restarts it with its own count.
 */
export function useMemberAction(action: string, { countdownOnSend = false } = {}) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData<FormAnswer>();
  const codeFetcher = useFetcher<FormAnswer>({ key: `${action}-code` });

  const code = codeFetcher.data;
  const latest = code && (!actionData || (code.at ?? 0) > (actionData.at ?? 0)) ? code : actionData;
  const countdownSource = [actionData, code]
    .filter((answer): answer is FormAnswer => Boolean(answer?.countdown))
    .sort((a, b) => (b.at ?? 0) - (a.at ?? 0))[0];
  const answered: CodeCountdown | null = countdownSource?.countdown
    ? { seconds: countdownSource.countdown, key: countdownSource.at ?? 0 }
    : null;
  const countdown: CodeCountdown | null =
    countdownOnSend && sentAt !== null && codeFetcher.state !== 'idle'
      ? { seconds: RESEND_COUNTDOWN_S, key: `sent-${sentAt}` }
      : answered;

  return {
    answer: latest,
    /** Field errors belong to the last full submit, not to a code request. */
    errors: actionData?.errors,
    countdown,
    busy: navigation.state === 'submitting' && navigation.formAction?.startsWith(action) === true,
    codeBusy: codeFetcher.state !== 'idle',
    onSubmit: (form: HTMLFormElement) => submit(form),
    onRequestCode: (email: string) => {
      if (countdownOnSend) setSentAt(Date.now());
      codeFetcher.submit({ intent: 'send_code', email }, { method: 'post', action });
    },
  };
}
