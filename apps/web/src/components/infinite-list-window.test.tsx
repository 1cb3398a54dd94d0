import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { pageOf } from '@/test/catalogue.test-data';
import { InfiniteList } from './infinite-list';

type Item = { id: number; name: string };
const THOUSAND: Item[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }));
// A card's height in a browser is rarely a whole number of pixels (229.59 px at 375 px wide).
const ROW_PX = 199.6;
const VIEW_PX = 800;

// jsdom lays nothing out: give every row 199.6 px (offsetHeight would round it to 200) and the scroll box an
// 800 px viewport; the list's top moves up as the box scrolls, as in a browser.
let scroller: HTMLElement;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? Math.round(ROW_PX) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEW_PX);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.tagName === 'UL' ? -scroller.scrollTop : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 360, height: this.tagName === 'LI' ? ROW_PX : 0 });
  });
});

/** The list's height as laid out: the padding standing in for the rows not rendered, plus the rendered rows. */
function laidOutHeight(list: HTMLElement) {
  const rendered = Math.ceil(list.children.length / 2) * ROW_PX;
  return parseFloat(list.style.paddingTop || '0') + rendered + parseFloat(list.style.paddingBottom || '0');
}
afterEach(() => vi.restoreAllMocks());

function renderThousand() {
  renderScreen(
    <div data-testid="scroller" style={{ overflowY: 'auto' }}>
      <InfiniteList<Item>
        queryKey={['thousand']}
        fetchPage={async (page) => pageOf(THOUSAND, page, THOUSAND.length, THOUSAND.length)}
        renderItem={(item) => <span>{item.name}</span>}
        getKey={(item) => item.id}
        layout="grid"
        label="Products"
        empty={<p>Nothing</p>}
      />
    </div>,
  );
  scroller = screen.getByTestId('scroller');
}

describe('InfiniteList in a grid', () => {
  it('renders only the rows near the viewport out of 1,000 products, and follows the scroll', async () => {
    renderThousand();
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list.children.length).toBeLessThan(40);
    expect(screen.queryByText('Item 1000')).not.toBeInTheDocument();
    // The rows not rendered still take their room: the scroll height is that of 500 rows.
    expect(parseFloat(list.style.paddingBottom)).toBeGreaterThan(450 * ROW_PX);

    await act(async () => {
      scroller.scrollTop = 300 * ROW_PX;
      fireEvent.scroll(scroller);
    });
    expect(screen.getByText('Item 601')).toBeInTheDocument();
    expect(screen.queryByText('Item 1')).not.toBeInTheDocument();
    expect(list.children.length).toBeLessThan(40);
    expect(list.children[0]).toHaveAttribute('aria-setsize', '1000');
  });

  it('keeps the same scroll height wherever the window is, so a kept scroll position is never cut short', async () => {
    renderThousand();
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    const atTop = laidOutHeight(list);
    expect(atTop).toBeCloseTo(500 * ROW_PX, 3);

    for (const row of [3, 40, 250, 497]) {
      await act(async () => {
        scroller.scrollTop = row * ROW_PX;
        fireEvent.scroll(scroller);
      });
      expect(laidOutHeight(list)).toBeCloseTo(atTop, 3);
    }
  });
});
