import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Banner } from '@tradewind/contract';
import { renderScreen } from '@/test/render-screen';
import { BannerCarousel } from './banner-carousel';

const BANNERS: Banner[] = [
  { id: 1, image: '/img/b1.png', title: 'Summer sale', subtitle: 'Up to 50% off', link: '/explore' },
  { id: 2, image: '/img/b2.png', title: 'New phones', subtitle: 'Just landed', link: 'https://example.com/phones' },
];
const dot = (number: number) => screen.getByRole('button', { name: `Show promotion ${number} of 2` });

afterEach(() => vi.useRealTimers());

describe('BannerCarousel', () => {
  it('shows nothing to read while loading, then names the region, the links and the dots', async () => {
    const loading = renderScreen(<BannerCarousel banners={undefined} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    loading.unmount();
    renderScreen(<BannerCarousel banners={BANNERS} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(within(region).getByRole('link', { name: /Summer sale/ })).toHaveAttribute('href', '/explore');
    expect(within(region).getByRole('link', { name: /New phones/ })).toHaveAttribute('target', '_blank');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await act(async () => fireEvent.click(dot(2)));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('moves on every 4 seconds, but not while a finger is on it', () => {
    vi.useFakeTimers();
    renderScreen(<BannerCarousel banners={BANNERS} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerDown(region);
    act(() => vi.advanceTimersByTime(8000));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    fireEvent.pointerUp(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });
});
