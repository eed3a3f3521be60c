import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../internal/use-ui-translation';
import {
  BookingConsents,
  ChosenGuests,
  initialPaymentMethod,
  MissingHint,
  type PaymentMethodOption,
  PaymentMethods,
} from './Checkout';

const paypal: PaymentMethodOption = {
  value: 11,
  label: 'PayPal',
  hint: 'Pay securely with PayPal or a card.',
};

/**
 * The pay page's form sections, each controlled as the page controls it: the only method
 * chosen from the start, and what is missing shown once the traveller has tried to book.
 */
function CheckoutSections({
  onChoose,
  onBook,
  methods = [paypal],
}: {
  onChoose: () => void;
  onBook: () => void;
  methods?: PaymentMethodOption[];
}) {
  const { t } = useUiTranslation();
  const [method, setMethod] = useState(() => initialPaymentMethod(methods));
  const [privacy, setPrivacy] = useState(false);
  const [crossBorder, setCrossBorder] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const missing =
    method === undefined
      ? 'validation:select_payment_method'
      : !(privacy && crossBorder)
        ? 'validation:check_terms'
        : undefined;
  return (
    <form
      style={{ display: 'grid', gap: 24, maxWidth: 560, padding: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (!missing) onBook();
      }}
    >
      <section aria-label="guests">
        <ChosenGuests
          guests={[
            { id: 1, name: { first_name: 'Maria', last_name: 'Papadopoulou' } },
            { id: 2, name: { first_name: '小明', last_name: '王' } },
          ]}
          max={2}
          onChoose={onChoose}
        />
      </section>
      <section aria-label="payment">
        <PaymentMethods name="pay_source" methods={methods} value={method} onChange={setMethod} />
        <output data-testid="method">{method ?? 'none'}</output>
      </section>
      <section aria-label="consents">
        <BookingConsents
          privacyHref="/privacy"
          privacy={privacy}
          crossBorder={crossBorder}
          onPrivacyChange={setPrivacy}
          onCrossBorderChange={setCrossBorder}
        />
      </section>
      <div>
        <Button type="submit" variant="accent" size="lg">
          {t('booking:book_now')}
        </Button>
        {attempted && missing ? <MissingHint>{t(missing)}</MissingHint> : null}
      </div>
    </form>
  );
}

const meta = {
  title: 'Booking/Checkout',
  component: CheckoutSections,
  args: { onChoose: fn(), onBook: fn() },
} satisfies Meta<typeof CheckoutSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consents are tapped on phones: each box is a target of at least 24 x 24 px. */
async function expectTappable(boxes: HTMLElement[]) {
  for (const box of boxes) {
    const { width, height } = box.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
  }
}

/**
 * The only method is chosen on arrival, the consents are left to the traveller, and nothing
 * shows as missing until Book now is pressed.
 */
export const Sections: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Given name first in English; a Chinese name family name first, without a space.
    await expect(canvas.getByTestId('chosen-guests')).toHaveTextContent('Maria Papadopoulou');
    await expect(canvas.getByTestId('chosen-guests')).toHaveTextContent('王小明');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose guests' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();

    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await expect(canvas.getByTestId('method')).toHaveTextContent('11');

    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await expectTappable(boxes);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('Please read and agree to the terms')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Book now' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please read and agree to the terms');
    await expect(args.onBook).not.toHaveBeenCalled();

    for (const box of boxes) await userEvent.click(box);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Privacy terms' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book now' }));
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Family name first in Chinese, whatever the script.
    await expect(canvas.getByTestId('chosen-guests')).toHaveTextContent('Papadopoulou Maria');
    await expect(canvas.getByTestId('chosen-guests')).toHaveTextContent('王小明');
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    await expectTappable(boxes);
    await expect(canvas.queryByText('请阅读并同意相关条款')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '立即预订' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请阅读并同意相关条款');
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** With several methods none is chosen for the traveller; trying to book asks for one. */
export const SeveralMethods: Story = {
  globals: { locale: 'en' },
  args: {
    methods: [paypal, { value: 21, label: 'WeChat Pay' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByTestId('method')).toHaveTextContent('none');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Book now' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a payment method');
  },
};

/** Before any guest is chosen. */
export const NoGuests: Story = {
  globals: { locale: 'en' },
  render: (args) => <ChosenGuests guests={[]} max={3} onChoose={args.onChoose} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No guest chosen yet.')).toBeVisible();
    await expect(canvas.queryByTestId('chosen-guests')).toBeNull();
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
