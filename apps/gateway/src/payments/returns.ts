import { approveAttempt, attemptOf, failAttempt } from './attempts';
import { type Outcome, type PaymentDeps, toOutcome } from './deps';
import { captureOnce } from './settlement';

/**
 * The payer's browser coming back: the sandbox checkout's Pay and Decline, PayPal's return
 * and cancel. Each answers where the browser goes next; `orderId` is left out when the
 * attempt is unknown.
 */
export interface Return {
  outcome: Outcome;
  orderId?: string;
}

export async function sandboxPay(deps: PaymentDeps, attemptId: string): Promise<Return> {
  const attempt = await attemptOf(deps, attemptId, 'sandbox');
  if (!attempt) return { outcome: 'error' };
  return {
    outcome: await captureOnce(deps, attempt.id).then(toOutcome),
    orderId: attempt.orderId,
  };
}

export async function sandboxDecline(deps: PaymentDeps, attemptId: string): Promise<Return> {
  const attempt = await attemptOf(deps, attemptId, 'sandbox');
  if (!attempt) return { outcome: 'error' };
  await failAttempt(deps, attempt.id, 'declined by the payer');
  const after = await attemptOf(deps, attempt.id, 'sandbox');
  // A Decline pressed after Pay in another tab changes nothing: the order is paid.
  return {
    outcome: after?.status === 'captured' ? 'success' : 'error',
    orderId: attempt.orderId,
  };
}

export async function paypalReturn(
  deps: PaymentDeps,
  attemptId: string,
  token: string | undefined,
): Promise<Return> {
  const attempt = await attemptOf(deps, attemptId, 'paypal');
  if (!attempt) return { outcome: 'error' };
  if (!token || token !== attempt.providerOrderId) {
    deps.log.warn({ attempt: attempt.id }, 'PayPal return for another order ignored');
    return { outcome: 'error', orderId: attempt.orderId };
  }
  await approveAttempt(deps, attempt.id);
  return { outcome: toOutcome(await captureOnce(deps, attempt.id)), orderId: attempt.orderId };
}

export async function paypalCancel(deps: PaymentDeps, attemptId: string): Promise<Return> {
  const attempt = await attemptOf(deps, attemptId, 'paypal');
  if (!attempt) return { outcome: 'error' };
  await failAttempt(deps, attempt.id, 'cancelled at PayPal');
  const after = await attemptOf(deps, attempt.id, 'paypal');
  return {
    outcome: after?.status === 'captured' ? 'success' : 'error',
    orderId: attempt.orderId,
  };
}
