import { useTranslation } from 'react-i18next';
import { statusKey } from '../../orders/words';
import { Tag } from '../layout';

/** An order's status as a tag: paid and completed good, cancelled bad, the rest plain. */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone = status === 9 ? 'bad' : status === 1 ? 'muted' : 'good';
  return (
    <Tag $tone={tone} data-testid="order-status">
      {t(statusKey(status))}
    </Tag>
  );
}
