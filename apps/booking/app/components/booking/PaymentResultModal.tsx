import { PaymentResult } from '@bookdirect/booking-ui';
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';

/**
 * booking-ui's PaymentResult on a page the provider sent the browser back to: it opens once
 * the page is interactive (a native <dialog> needs script) and closing it goes to `closeHref`.
 */
export function PaymentResultModal({
  result,
  orderId,
  closeHref,
}: {
  result: 'success' | 'error';
  orderId?: string;
  closeHref: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <PaymentResult
      result={result}
      open={open}
      orderHref={orderId ? `/order/detail?orderId=${encodeURIComponent(orderId)}` : undefined}
      onClose={() => {
        setOpen(false);
        navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
    />
  );
}
