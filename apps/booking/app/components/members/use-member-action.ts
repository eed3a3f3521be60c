import type { CodeCountdown } from '@bookdirect/booking-ui';
import { useActionData, useFetcher, useNavigation, useSubmit } from '@remix-run/react';
import type { FormAnswer } from '../../members.server';

/**
 * Wires a booking-ui member form to its route's action: a valid form is submitted as a Remix
 * navigation, Get Code goes through a fetcher (the page stays put), and the newest answer of
 * either gives the form its words and the countdown.
 */
export function useMemberAction(action: string) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData<FormAnswer>();
  const codeFetcher = useFetcher<FormAnswer>({ key: `${action}-code` });

  const code = codeFetcher.data;
  const latest = code && (!actionData || (code.at ?? 0) > (actionData.at ?? 0)) ? code : actionData;
  const countdownSource = [actionData, code]
    .filter((answer): answer is FormAnswer => Boolean(answer?.countdown))
    .sort((a, b) => (b.at ?? 0) - (a.at ?? 0))[0];
  const countdown: CodeCountdown | null = countdownSource?.countdown
    ? { seconds: countdownSource.countdown, key: countdownSource.at ?? 0 }
    : null;

  return {
    answer: latest,
    /** Field errors belong to the last full submit, not to a code request. */
    errors: actionData?.errors,
    countdown,
    busy: navigation.state === 'submitting' && navigation.formAction?.startsWith(action) === true,
    codeBusy: codeFetcher.state !== 'idle',
    onSubmit: (form: HTMLFormElement) => submit(form),
    onRequestCode: (email: string) =>
      codeFetcher.submit({ intent: 'send_code', email }, { method: 'post', action }),
  };
}
