import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../Toast/Toast';

/** What a franchise-page form did: applied, message sent, refused, or the network failed. */
export type FranchiseOutcome = 'success' | 'sent' | 'failed' | 'network';

/** How long an outcome stays on screen. */
export const OUTCOME_MS = 5000;

const messageKey: Record<FranchiseOutcome, string> = {
  success: 'franchise:submit_success',
  sent: 'franchise:message_thanks',
  failed: 'franchise:submit_failed',
  network: 'franchise:network_error',
};

/**
 * The outcome being told, starting from `initial` (a no-JavaScript post's result); a new one
 * replaces it, and it clears itself after {@link OUTCOME_MS}.
 */
export function useOutcome(initial: FranchiseOutcome | null = null) {
  const [outcome, setOutcome] = useState<FranchiseOutcome | null>(initial);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), OUTCOME_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  return [outcome, setOutcome] as const;
}

/** The toast of a franchise-page outcome: thanks in green, a failure in red. */
export function OutcomeToast({ outcome }: { outcome: FranchiseOutcome }) {
  const { t } = useTranslation();
  return (
    <Toast
      message={t(messageKey[outcome])}
      tone={outcome === 'success' || outcome === 'sent' ? 'success' : 'error'}
      duration={0}
    />
  );
}
