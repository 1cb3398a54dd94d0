/**
 * The app's router: react-router's data-router API, the part this app uses, in a few kilobytes (decision 016).
 */
export { Outlet, RouterProvider, useOutlet, useRouteError } from './context';
export { useLocation, useMatches, useNavigate, useNavigation, useParams, useSearchParams } from './hooks';
export { Link, Navigate, NavLink, type LinkProps } from './link';
export { matchPath } from './match';
export { createBrowserRouter, createMemoryRouter, createPath, redirect, Router } from './router';
export type { LoaderFunctionArgs, Location, NavigateOptions, RouteObject, To } from './types';
