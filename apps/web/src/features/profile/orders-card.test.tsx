import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { OrderApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { toast } from '@/test/toast.mock';
import { OrdersCard } from './orders-card';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

let server: ReturnType<typeof fakeHttp>;
afterEach(() => server.restore());

describe('the orders card of the personal centre', () => {
  it('shows how many orders wait in each state as a badge', async () => {
    server = fakeHttp({ [`GET ${OrderApi.counts}`]: ok({ counts: { '0': 2, '2': 120, '4': 9 } }) });
    renderScreen(<OrdersCard />, '/profile');
    expect(await screen.findByRole('link', { name: 'Waiting for payment 2 orders' })).toHaveAttribute(
      'href',
      '/myPurchases/0',
    );
    expect(screen.getByRole('link', { name: 'Shipped 120 orders' })).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Waiting for delivery' })).toBeInTheDocument();
  });

  it('shows no badges, and no error, when the counts cannot be read', async () => {
    server = fakeHttp({});
    renderScreen(<OrdersCard />, '/profile');
    await waitFor(() => expect(server.calls(`GET ${OrderApi.counts}`)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Waiting for payment' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
