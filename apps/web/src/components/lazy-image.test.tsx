import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_IMAGE_CACHE_SIZE } from '@tradewind/contract';
import { imageCache } from './image-cache';
import { LazyImage, RETRY_PAUSE_MS } from './lazy-image';

const img = () => screen.getByRole('img', { name: 'Red kettle' });

/** An IntersectionObserver that reports only when the test says so. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () =>
    act(() => callbacks.forEach((cb) => cb([{ isIntersecting: true }] as never, {} as IntersectionObserver)));
}

beforeEach(() => imageCache.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('tries a failing image 3 times, then shows a neutral placeholder with the same name', () => {
    vi.useFakeTimers();
    render(<LazyImage src="/kettle.png" alt="Red kettle" />);
    const tried: Element[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const element = img();
      expect(element.tagName).toBe('IMG');
      expect(tried).not.toContain(element);
      tried.push(element);
      fireEvent.error(element);
      act(() => vi.advanceTimersByTime(RETRY_PAUSE_MS * attempt));
    }
    expect(img().tagName).toBe('DIV');
    expect(img().querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(img().tagName).toBe('DIV');
  });

  it('shows the image once it loads on a retry', () => {
    vi.useFakeTimers();
    render(<LazyImage src="/kettle.png" alt="Red kettle" />);
    fireEvent.error(img());
    act(() => vi.advanceTimersByTime(RETRY_PAUSE_MS));
    fireEvent.load(img());
    expect(img()).toHaveAttribute('src', '/kettle.png');
    expect(img().parentElement).toHaveClass('lazy-image--loaded');
  });

  it('waits until the image comes near the viewport', () => {
    const intersect = stubObserver();
    render(<LazyImage src="/kettle.png" alt="Red kettle" />);
    expect(img().tagName).toBe('DIV');
    intersect();
    expect(img().tagName).toBe('IMG');
  });

  it('a decorative picture (alt="") is no image to a screen reader while it waits, only once drawn as <img alt="">', () => {
    const intersect = stubObserver();
    const { container } = render(<LazyImage src="/banner.png" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-label]')).toBeNull();
    intersect();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows a URL that loaded before at once, without waiting for the viewport', () => {
    const first = render(<LazyImage src="/kettle.png" alt="Red kettle" />);
    fireEvent.load(img());
    first.unmount();
    stubObserver();
    render(<LazyImage src="/kettle.png" alt="Red kettle" />);
    expect(img().tagName).toBe('IMG');
  });

  it('remembers at most LAZY_IMAGE_CACHE_SIZE URLs, forgetting the least recently used', () => {
    for (let i = 0; i <= LAZY_IMAGE_CACHE_SIZE; i += 1) imageCache.add(`/p/${i}.png`);
    expect(imageCache.size()).toBe(LAZY_IMAGE_CACHE_SIZE);
    expect(imageCache.has('/p/0.png')).toBe(false);
    expect(imageCache.has('/p/1.png')).toBe(true);
    imageCache.add('/p/new.png');
    expect(imageCache.has('/p/1.png')).toBe(true);
    expect(imageCache.has('/p/2.png')).toBe(false);
  });
});
