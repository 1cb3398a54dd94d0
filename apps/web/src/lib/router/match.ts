import type { RouteObject } from './types';

export type Params = Record<string, string | undefined>;
export type PathMatch = { params: Params; pathname: string };

type Segment =
  { kind: 'static'; text: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'splat' };

const compiled = new Map<string, Segment[]>();

function segmentsOf(pattern: string): Segment[] {
  let segments = compiled.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((part): Segment => {
        if (part === '*') return { kind: 'splat' };
        if (part.startsWith(':')) {
          const optional = part.endsWith('?');
          return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
        }
        return { kind: 'static', text: part.toLowerCase() };
      });
    compiled.set(pattern, segments);
  }
  return segments;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Matches a pattern such as `/refund/:id?/:sn?` or `/admin/*` against a pathname. Static segments compare
 * without case (as react-router did); a parameter takes one whole segment, whatever it holds (dots included).
 */
export function matchPath({ path, end = true }: { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  const params: Params = {};
  let index = 0;
  for (const segment of segmentsOf(path)) {
    const part = parts[index];
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(index).map(decode).join('/');
      return { params, pathname };
    }
    if (segment.kind === 'static') {
      if (part === undefined || part.toLowerCase() !== segment.text) return null;
    } else if (part === undefined) {
      if (!segment.optional) return null;
      continue;
    } else {
      params[segment.name] = decode(part);
    }
    index += 1;
  }
  if (end && index < parts.length) return null;
  return { params, pathname };
}

/** How specific a pattern is: static segments beat parameters, which beat a splat (react-router's ranking, simplified). */
function scoreOf(pattern: string, isIndex: boolean): number {
  return segmentsOf(pattern).reduce(
    (score, segment) => score + (segment.kind === 'static' ? 10 : segment.kind === 'param' ? 3 : -20),
    isIndex ? 2 : 0,
  );
}

export type Branch = { routes: RouteObject[]; pattern: string; score: number };

const join = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`.replace(/\/+/g, '/');

/** Every leaf of the tree as the chain of routes from the root to it, with its whole pattern. */
export function flattenRoutes(routes: RouteObject[], parents: RouteObject[] = [], base = '/'): Branch[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? base : join(base, route.path);
    const chain = [...parents, route];
    if (route.children?.length) return flattenRoutes(route.children, chain, pattern);
    return [{ routes: chain, pattern, score: scoreOf(pattern, Boolean(route.index)) }];
  });
}

export type RouteMatch = { route: RouteObject; params: Params; pathname: string; id: string };

/** The best branch for a pathname: the most specific pattern, the first one on a tie. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  let best: { branch: Branch; params: Params } | null = null;
  for (const branch of branches) {
    if (best && branch.score <= best.branch.score) continue;
    const found = matchPath({ path: branch.pattern }, pathname);
    if (found) best = { branch, params: found.params };
  }
  if (!best) return null;
  return best.branch.routes.map((route, depth) => ({
    route,
    params: best.params,
    pathname,
    id: route.id ?? `${depth}-${route.path ?? (route.index ? 'index' : 'layout')}`,
  }));
}
