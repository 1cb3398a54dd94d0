import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { PlainText } from './plain-text';

describe('typed text', () => {
  it('is text, never HTML: markup shows as written', () => {
    const { container } = renderScreen(<PlainText text={'<b>bold</b> <img src=x onerror=alert(1)>'} ownLinks={[]} />);
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('makes only the shop’s own pages in this app clickable', () => {
    const text = `See /shop/3, ${window.location.origin}/detail/12, https://evil.example/shop/3 and /detail/99`;
    renderScreen(<PlainText text={text} ownLinks={['/shop/3', '/detail/12']} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/shop/3', '/detail/12']);
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    expect(screen.getByText(/https:\/\/evil\.example\/shop\/3 and \/detail\/99/)).toBeInTheDocument();
  });
});
