import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { FreeShippingNudge } from './free-shipping-nudge';

const FREE_OVER_59 = { base_cents: 599, free_over_cents: 5900 };

describe('the bag’s free-shipping nudge', () => {
  it('tells how much more of the shop’s goods ship the order free', () => {
    renderScreen(<FreeShippingNudge freight={FREE_OVER_59} subtotalCents={4500} shopId={3} />);
    expect(screen.getByText('Add $14.00 for free shipping')).toHaveAttribute('role', 'status');
  });

  it('says the order ships free once the ticked goods reach the amount', () => {
    renderScreen(<FreeShippingNudge freight={FREE_OVER_59} subtotalCents={5900} shopId={3} />);
    expect(screen.getByText("This shop's order ships free")).toHaveAttribute('role', 'status');
  });

  it('says nothing for a shop that always ships free, or never does', () => {
    renderScreen(
      <>
        <FreeShippingNudge freight={null} subtotalCents={100} shopId={3} />
        <FreeShippingNudge freight={{ base_cents: 599, free_over_cents: null }} subtotalCents={100} shopId={4} />
      </>,
    );
    expect(screen.queryByText(/free shipping|ships free/)).not.toBeInTheDocument();
  });
});
