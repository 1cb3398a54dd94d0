import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeHttp } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const table = [
  testRoute('/home', () => <Counter name="Home" />, { keepAlive: true, tab: 'home' }),
  testRoute('/explore', () => <Counter name="Explore" />, { keepAlive: true, tab: 'explore' }),
  testRoute('/detail/:product?', () => <Counter name="Detail" />),
];
let server: ReturnType<typeof fakeHttp>;

beforeEach(async () => {
  await resetSession();
  signIn();
  server = fakeHttp({});
});
afterEach(() => server.restore());

describe('keep-alive', () => {
  it('a kept screen keeps its state and scroll position when left and visited again', async () => {
    const app = renderApp(table, '/home');
    await app.user.click(await screen.findByRole('button', { name: 'Home 0' }));
    await app.user.click(screen.getByRole('button', { name: 'Home 1' }));
    const container = screen.getByRole('main');
    container.scrollTop = 420;
    fireEvent.scroll(container);

    await act(() => app.router.navigate('/detail/5'));
    expect(await screen.findByRole('button', { name: 'Detail 0' })).toBeInTheDocument();
    // Still mounted, hidden by <Activity>: out of the accessibility tree, state intact.
    expect(screen.queryByRole('button', { name: 'Home 2' })).not.toBeInTheDocument();
    expect(screen.getByText('Home 2')).not.toBeVisible();
    container.scrollTop = 0;
    fireEvent.scroll(container);

    await act(() => app.router.navigate('/home'));
    expect(screen.getByRole('button', { name: 'Home 2' })).toBeVisible();
    expect(container.scrollTop).toBe(420);
  });

  it('a screen that is not kept loses its state when left', async () => {
    const app = renderApp(table, '/detail/1');
    await app.user.click(await screen.findByRole('button', { name: 'Detail 0' }));
    expect(screen.getByRole('button', { name: 'Detail 1' })).toBeInTheDocument();
    await act(() => app.router.navigate('/home'));
    expect(screen.queryByText(/^Detail/)).not.toBeInTheDocument();
    await act(() => app.router.navigate('/detail/1'));
    expect(await screen.findByRole('button', { name: 'Detail 0' })).toBeInTheDocument();
  });

  it('several kept screens live side by side, only the current one visible', async () => {
    const app = renderApp(table, '/home');
    await app.user.click(await screen.findByRole('button', { name: 'Home 0' }));
    await act(() => app.router.navigate('/explore'));
    await app.user.click(await screen.findByRole('button', { name: 'Explore 0' }));
    await act(() => app.router.navigate('/home'));
    expect(screen.getByRole('button', { name: 'Home 1' })).toBeVisible();
    expect(screen.getByText('Explore 1')).not.toBeVisible();
    await act(() => app.router.navigate('/explore'));
    expect(screen.getByRole('button', { name: 'Explore 1' })).toBeVisible();
  });
});
