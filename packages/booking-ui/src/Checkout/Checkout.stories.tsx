import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingConsents, ChosenGuests, PaymentMethods } from './Checkout';

/** The pay page's form sections, each controlled as the page controls it. */
function CheckoutSections({ onChoose }: { onChoose: () => void }) {
  const [method, setMethod] = useState<number | undefined>();
  const [privacy, setPrivacy] = useState(false);
  const [crossBorder, setCrossBorder] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560, padding: 16 }}>
      <section aria-label="guests">
        <ChosenGuests
          guests={[
            { id: 1, name: 'Maria Papadopoulou' },
            { id: 2, name: '王 小明' },
          ]}
          max={2}
          onChoose={onChoose}
        />
      </section>
      <section aria-label="payment">
        <PaymentMethods
          name="pay_source"
          methods={[{ value: 11, label: 'PayPal', hint: 'Pay securely with PayPal or a card.' }]}
          value={method}
          onChange={setMethod}
        />
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
    </div>
  );
}

const meta = {
  title: 'Booking/Checkout',
  component: CheckoutSections,
  args: { onChoose: fn() },
} satisfies Meta<typeof CheckoutSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is chosen for the traveller: the method and both consents start empty. */
export const Sections: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chosen-guests')).toHaveTextContent('Maria Papadopoulou');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose guests' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();

    const paypal = canvas.getByRole('radio', { name: /PayPal/ });
    await expect(paypal).not.toBeChecked();
    await userEvent.click(paypal);
    await expect(paypal).toBeChecked();
    await expect(canvas.getByTestId('method')).toHaveTextContent('11');

    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(boxes[0]).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Privacy terms' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
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
