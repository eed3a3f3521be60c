import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Muted } from '../layout';

/**
 * Says, politely, how many leads arrived since the page was opened: `all` is the count of
 * every lead in the page's last read, which the page's refresh keeps current. The live region
 * is there from the start (empty), so screen readers announce what appears in it.
 */
export function NewLeads({ all }: { all: number }) {
  const { t } = useTranslation();
  const first = useRef(all);
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    if (all > first.current) setArrived(all - first.current);
  }, [all]);
  return (
    <Muted aria-live="polite" aria-atomic="true" data-testid="leads-arrivals">
      {arrived > 0 ? t('office_leads:new_arrivals', { count: arrived }) : null}
    </Muted>
  );
}
