import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderStatus } from '@tradewind/contract';
import { renderScreen } from '@/test/render-screen';
import { detailOf } from '@/test/order.test-data';
import { LogisticsCard } from './logistics-card';

const shipped = detailOf(8, {
  status: OrderStatus.Delivered,
  carrier: 'DHL Express',
  tracking_no: 'JD0146',
  tracking_url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146',
  stage: 'customs',
  delivery_window: { earliest: '2025-12-02', latest: '2025-12-09' },
  logistics: [
    { stage: 'customs', text: 'Cleared customs', location: 'Paris CDG', at: '2025-11-30T08:00:00.000Z' },
    { stage: 'picked_up', text: '', location: 'Shenzhen', at: '2025-11-28T09:00:00.000Z' },
  ],
});

describe('the order’s tracking', () => {
  it('shows the window, the carrier’s page, the stages with the current one, and the updates', () => {
    renderScreen(<LogisticsCard order={shipped} />);
    const card = screen.getByRole('region', { name: 'Shipping progress' });
    expect(within(card).getByText(/^Estimated delivery Dec 2\s?–\s?9$/)).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Track on DHL Express (opens in a new tab)' });
    expect(link).toHaveAttribute('href', shipped.tracking_url);
    expect(link).toHaveAttribute('target', '_blank');
    const stages = within(card).getByRole('list', { name: 'Parcel stages' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shipped', 'Picked up', 'In transit', 'Customs', 'Out for delivery', 'Delivered']);
    expect(within(stages).getByText('Customs').closest('li')).toHaveAttribute('aria-current', 'step');
    const updates = within(card).getByRole('list', { name: 'Tracking updates' }).querySelectorAll('li');
    expect(updates[0]).toHaveTextContent('CustomsCleared customsParis CDG · ');
    expect(updates[1]).toHaveTextContent('Picked upShenzhen · ');
  });

  it('updates entered within a minute of the shipping: the stepper on the furthest stage, the updates newest first', () => {
    // As a page kept from before sees them: by the exact time, the shipping's seconds ahead of the whole minutes.
    const order = {
      ...shipped,
      stage: 'shipped' as const,
      logistics: [
        { stage: 'shipped' as const, text: 'DHL Express JD0146', location: null, at: '2025-11-28T09:00:35.000Z' },
        { stage: 'picked_up' as const, text: '', location: 'Shenzhen', at: '2025-11-28T09:00:00.000Z' },
        { stage: 'customs' as const, text: '', location: 'Paris CDG', at: '2025-11-28T09:00:00.000Z' },
      ],
    };
    renderScreen(<LogisticsCard order={order} />);
    const stages = screen.getByRole('list', { name: 'Parcel stages' });
    expect(within(stages).getByText('Customs').closest('li')).toHaveAttribute('aria-current', 'step');
    const updates = screen.getByRole('list', { name: 'Tracking updates' }).querySelectorAll('li');
    expect([...updates].map((li) => li.querySelector('.ord-timeline__stage')?.textContent)).toEqual([
      'Customs',
      'Picked up',
      'Shipped',
    ]);
  });

  it('before shipping, shows only when it should arrive; a carrier we cannot link shows no link', () => {
    const { unmount } = renderScreen(
      <LogisticsCard
        order={detailOf(9, { status: 1, delivery_window: { earliest: '2025-12-02', latest: '2025-12-09' } })}
      />,
    );
    expect(screen.getByText(/^Estimated delivery/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Parcel stages' })).not.toBeInTheDocument();
    unmount();
    renderScreen(<LogisticsCard order={{ ...shipped, carrier: 'Pigeon Post', tracking_url: null }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
