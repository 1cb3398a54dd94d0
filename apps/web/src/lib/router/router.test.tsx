import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  Link,
  matchPath,
  Outlet,
  redirect,
  RouterProvider,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
  type RouteObject,
} from '.';

/** A promise the test settles by hand: a screen's chunk still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Where() {
  const { pathname, search } = useLocation();
  const { state } = useNavigation();
  return (
    <p>
      at {pathname + search} ({state})
    </p>
  );
}

const layout = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <>
        <Where />
        <Outlet />
      </>
    ),
    children,
  },
];

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => router?.dispose());

describe('matchPath', () => {
  it('gives a parameter its whole segment, dots included, and leaves optional ones out', () => {
    const pattern = { path: '/refund/:id?/:sn?/:product_ids?/:amount?' };
    expect(matchPath(pattern, '/refund/37/2026112300163/163/358.00')?.params).toEqual({
      id: '37',
      sn: '2026112300163',
      product_ids: '163',
      amount: '358.00',
    });
    expect(matchPath(pattern, '/refund')?.params).toEqual({});
    expect(matchPath({ path: '/detail/:product?' }, '/detail/5/extra')).toBeNull();
  });

  it('compares words without case and decodes parameters', () => {
    expect(matchPath({ path: '/myPurchases/:status?' }, '/mypurchases/-1')?.params).toEqual({ status: '-1' });
    expect(matchPath({ path: '/shop/:id' }, '/shop/caf%C3%A9')?.params).toEqual({ id: 'café' });
  });
});

describe('router', () => {
  it('keeps the screen in view while the next one loads, says so, then shows it with its params', async () => {
    const chunk = deferred<{ Component: () => React.ReactNode }>();
    function Detail() {
      return <h1>Product {useParams().product}</h1>;
    }
    router = createMemoryRouter(
      layout([
        { path: '/home', element: <Link to="/detail/12">Open product 12</Link> },
        { path: '/detail/:product', lazy: () => chunk.promise },
      ]),
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open product 12' }));
    expect(screen.getByText('at /home (loading)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open product 12' })).toBeInTheDocument();
    await act(async () => chunk.resolve({ Component: Detail }));
    expect(await screen.findByRole('heading', { name: 'Product 12' })).toBeInTheDocument();
    expect(screen.getByText('at /detail/12 (idle)')).toBeInTheDocument();
  });

  it('runs the loaders before every navigation; a redirect takes the place of the asked-for entry', async () => {
    let signedIn = false;
    const guard = () => (signedIn ? null : redirect('/login'));
    router = createMemoryRouter(
      [
        {
          loader: ({ request }) => (new URL(request.url).pathname === '/bag' ? guard() : null),
          element: (
            <>
              <Where />
              <Outlet />
            </>
          ),
          children: [
            { path: '/home', element: <p>Home</p> },
            { path: '/login', element: <p>Login</p> },
            { path: '/bag', element: <p>Bag</p> },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router!.navigate('/bag'));
    expect(screen.getByText('Login')).toBeInTheDocument();
    signedIn = true;
    await act(() => router!.navigate('/bag'));
    expect(screen.getByText('Bag')).toBeInTheDocument();
    await act(() => router!.navigate(-1));
    expect(await screen.findByText('Login')).toBeInTheDocument();
  });

  it('lets the latest navigation win when an earlier one is still loading', async () => {
    const slow = deferred<{ Component: () => React.ReactNode }>();
    router = createMemoryRouter(
      layout([
        { path: '/home', element: <p>Home</p> },
        { path: '/slow', lazy: () => slow.promise },
        { path: '/fast', element: <p>Fast</p> },
      ]),
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    const first = router.navigate('/slow');
    await act(() => router!.navigate('/fast'));
    await act(async () => {
      slow.resolve({ Component: () => <p>Slow</p> });
      await first;
    });
    expect(screen.getByText('Fast')).toBeInTheDocument();
    expect(screen.queryByText('Slow')).not.toBeInTheDocument();
  });

  it('shows the nearest error element when a screen fails to load', async () => {
    router = createMemoryRouter(
      [
        {
          element: <Outlet />,
          errorElement: <p role="alert">The page could not load</p>,
          children: [
            { path: '/home', element: <p>Home</p> },
            { path: '/broken', lazy: () => Promise.reject(new Error('chunk missing')) },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router!.navigate('/broken'));
    expect(screen.getByRole('alert')).toHaveTextContent('The page could not load');
  });

  it('changes the search params in place', async () => {
    function Sorter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ sort: 'price_asc' }, { replace: true })}>
          Sorted by {params.get('sort') ?? 'sales'}
        </button>
      );
    }
    router = createMemoryRouter(layout([{ path: '/explore', element: <Sorter /> }]), {
      initialEntries: ['/explore'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sorted by sales' }));
    expect(await screen.findByRole('button', { name: 'Sorted by price_asc' })).toBeInTheDocument();
    expect(screen.getByText('at /explore?sort=price_asc (idle)')).toBeInTheDocument();
  });
});
