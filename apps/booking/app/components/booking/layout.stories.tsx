import { Button } from '@bookdirect/booking-ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Translated } from '../../../../../packages/booking-ui/src/stories/Translated';
import { DesktopOnly, Message, Panel, StickyBar, TwoColumns } from './layout';

/** The booking and pay pages' frame, with placeholder content. */
function Frame() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px' }}>
      <TwoColumns>
        <div>
          <Panel aria-labelledby="story-stay">
            <h2 id="story-stay">
              <Translated k="booking:stay_summary" />
            </h2>
            <p>Plaka Courtyard Suites · Deluxe Double with Acropolis View</p>
          </Panel>
          <Message role="status">
            <Translated k="booking:points_none_used" />
          </Message>
          <Message role="alert" data-tone="error">
            The price of this room has changed. Please check the new total.
          </Message>
        </div>
        <aside>
          <Panel aria-labelledby="story-price">
            <h2 id="story-price">
              <Translated k="booking:price_by_day" />
            </h2>
            <DesktopOnly>
              <Button variant="accent" size="lg">
                <Translated k="booking:continue" />
              </Button>
            </DesktopOnly>
          </Panel>
        </aside>
      </TwoColumns>
      <StickyBar>
        <div>
          <div>
            <Translated k="booking:total" />
          </div>
          <strong>€384.00</strong>
        </div>
        <Button variant="accent">
          <Translated k="booking:continue" />
        </Button>
      </StickyBar>
    </div>
  );
}

const meta = {
  title: 'Booking site/Booking/Layout',
  component: Frame,
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Panels beside the sticky price column; a note and an error message. */
export const Desktop: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/price/);
  },
};

/** Phones: one column, the price and the main action fixed at the bottom. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€384.00')).toBeVisible();
  },
};
