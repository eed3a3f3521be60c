import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render';
import { ChargeSummary, type ChargeSummaryProps } from './ChargeSummary';

const order: ChargeSummaryProps = {
  nights: [{ day: 20260612, price: 118.9 }],
  rooms: 1,
  points: 0,
  pointsValue: 0,
  pointsGain: 4261,
  payAmount: 118.9,
  currency: 2,
  symbol: '€',
  defaultOpen: true,
};

describe('ChargeSummary', () => {
  it('promises the points a stay will earn', () => {
    renderWithHost(<ChargeSummary {...order} />);
    expect(screen.getByText('Points to be earned')).toBeInTheDocument();
    expect(screen.getByTestId('points-gain')).toHaveTextContent('4,261');
  });

  it('promises nothing for a cancelled or expired booking, and says why, in both languages', () => {
    const { unmount } = renderWithHost(<ChargeSummary {...order} pointsForfeited />);
    expect(screen.getByTestId('points-gain')).toHaveTextContent(
      'None: a cancelled booking earns no points',
    );
    expect(screen.queryByText('4,261')).toBeNull();
    unmount();
    renderWithHost(<ChargeSummary {...order} pointsForfeited />, { lng: 'zh' });
    expect(screen.getByTestId('points-gain')).toHaveTextContent('无：已取消的订单不获得积分');
  });
});
