import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FIRST_PICTURES_ELEMENT_ID } from '@tradewind/contract';
import { LazyImage } from './lazy-image';

const KETTLE = 'data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22/>';

beforeAll(() => {
  // The page as the server wrote it: the kettle's picture inside it, the lamp's not.
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PICTURES_ELEMENT_ID;
  element.textContent = JSON.stringify({ '/uploads/kettle.svg': KETTLE, '/uploads/evil.svg': 'javascript:alert(1)' });
  document.head.append(element);
  // Nothing ever comes near the viewport.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('a picture the server wrote into the page', () => {
  it('shows at once from the page, without waiting for the viewport or asking the server', () => {
    render(<LazyImage src="/uploads/kettle.svg" alt="Red kettle" />);
    expect(screen.getByRole('img', { name: 'Red kettle' })).toHaveAttribute('src', KETTLE);
  });

  it('leaves every other picture lazy, and takes nothing but image data from the page', () => {
    render(<LazyImage src="/uploads/lamp.svg" alt="Desk lamp" />);
    render(<LazyImage src="/uploads/evil.svg" alt="Evil" />);
    expect(screen.getByRole('img', { name: 'Desk lamp' }).tagName).toBe('DIV');
    expect(screen.getByRole('img', { name: 'Evil' }).tagName).toBe('DIV');
  });
});
