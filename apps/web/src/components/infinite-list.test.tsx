import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { pageOf } from '@/test/catalogue.test-data';
import { InfiniteList, type Page } from './infinite-list';

type Item = { id: number; name: string };
const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, name: `Item ${from + i}` }));

function renderList(fetchPage: (page: number) => Promise<Page<Item>>) {
  return renderScreen(
    <InfiniteList<Item>
      queryKey={['items']}
      fetchPage={fetchPage}
      renderItem={(item) => <span>{item.name}</span>}
      getKey={(item) => item.id}
      layout="grid"
      label="Things"
      empty={<p>Nothing here yet</p>}
      header={<h2>Header</h2>}
    />,
  );
}

describe('InfiniteList', () => {
  it('shows skeletons, then the first page, loads the next pages and ends with "No more"', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(items(page * 10 - 9, Math.min(page * 10, 25)), page, 25));
    renderList(fetchPage);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(await screen.findByText('Item 25')).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(screen.getByRole('list', { name: 'Things' }).children).toHaveLength(25);
    expect(screen.getByRole('heading', { name: 'Header' })).toBeInTheDocument();
  });

  it('shows the empty node when there is nothing', async () => {
    renderList(async (page) => pageOf([], page, 0));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByText('No more')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the first page fails', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pageOf(items(1, 2), 1, 2));
    const { user } = renderList(fetchPage);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
  });

  it('pull-to-refresh fetches the first page again', async () => {
    let version = 1;
    const fetchPage = vi.fn(async (page: number) => pageOf([{ id: 1, name: `Item v${version}` }], page, 1));
    renderList(fetchPage);
    expect(await screen.findByText('Item v1')).toBeInTheDocument();
    version = 2;
    const area = screen.getByRole('list', { name: 'Things' });
    // A finger pulls the list down by 180 px and lets go.
    const finger = (y: number) => [{ identifier: 0, target: area, clientX: 0, clientY: y }];
    const touch = (y: number) => ({ touches: finger(y), targetTouches: finger(y), changedTouches: finger(y) });
    await act(async () => {
      fireEvent.touchStart(area, touch(0));
      for (const y of [20, 60, 120, 180]) fireEvent.touchMove(area, touch(y));
    });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    await act(async () => {
      fireEvent.touchEnd(area, { touches: [], targetTouches: [], changedTouches: finger(180) });
    });
    expect(await screen.findByText('Item v2')).toBeInTheDocument();
    expect(await screen.findByText('Up to date')).toBeInTheDocument();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });
});
