import type { ComponentType, ReactNode } from 'react';

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };

export type LoaderFunctionArgs = { request: { url: string }; params: Record<string, string | undefined> };

/** A route of the tree, in react-router's shape (the subset this app uses). */
export type RouteObject = {
  id?: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Runs before every navigation that matches this route; throw or return `redirect(…)` to go elsewhere. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** Loads the screen on first use; its result is merged into the route. */
  lazy?: () => Promise<Partial<Pick<RouteObject, 'Component' | 'element'>>>;
  handle?: unknown;
  /** Shown in this route's place when it, or a route below it, fails to load or render. */
  errorElement?: ReactNode;
  /** Shown while the very first navigation waits for its loaders and screens. */
  HydrateFallback?: ComponentType;
  children?: RouteObject[];
};
