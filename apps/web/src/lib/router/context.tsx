import {
  Component,
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { Params, RouteMatch } from './match';
import type { Router, RouterState } from './router';

export const RouterContext = createContext<Router | null>(null);
/** The matched routes below the current one, and the params of the screen that rendered them. */
export const RouteContext = createContext<{ matches: RouteMatch[]; depth: number; params: Params }>({
  matches: [],
  depth: -1,
  params: {},
});
const ErrorContext = createContext<unknown>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs a <RouterProvider>.');
  return router;
}

export function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.state);
}

export const useRouteError = () => useContext(ErrorContext);

class RenderErrorBoundary extends Component<{ fallback: ReactNode; resetKey: string; children: ReactNode }> {
  override state: { error: unknown; resetKey: string } = { error: null, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

/** The element of the match at `depth`, wrapped so its own useParams and useOutlet see its place in the tree. */
export function renderMatch(matches: RouteMatch[], depth: number, error: unknown, locationKey: string): ReactNode {
  const match = matches[depth];
  if (!match) return null;
  const { route } = match;
  const failedBelow = error !== null && !matches.slice(depth + 1).some((m) => m.route.errorElement);
  let element: ReactNode;
  if (failedBelow && route.errorElement) {
    element = <ErrorContext.Provider value={error}>{route.errorElement}</ErrorContext.Provider>;
  } else {
    const Screen = route.Component;
    element = route.element !== undefined ? route.element : Screen ? <Screen /> : <OutletOf depth={depth} />;
    if (route.errorElement) {
      element = (
        <RenderErrorBoundary fallback={route.errorElement} resetKey={locationKey}>
          {element}
        </RenderErrorBoundary>
      );
    }
  }
  return <RouteContext.Provider value={{ matches, depth, params: match.params }}>{element}</RouteContext.Provider>;
}

function OutletOf({ depth }: { depth: number }) {
  const { error, location } = useRouterState();
  const { matches } = useContext(RouteContext);
  return renderMatch(matches, depth + 1, error, location.key);
}

/** The matched child screen of the current route (null when there is none). */
export function useOutlet(): ReactNode {
  const { matches, depth } = useContext(RouteContext);
  const { error, location } = useRouterState();
  return useMemo(() => renderMatch(matches, depth + 1, error, location.key), [matches, depth, error, location.key]);
}

export function Outlet() {
  return useOutlet();
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  let content: ReactNode;
  if (!state.initialized) {
    const Fallback = state.matches[0]?.route.HydrateFallback;
    content = Fallback ? <Fallback /> : null;
  } else content = renderMatch(state.matches, 0, state.error, state.location.key);
  return <RouterContext.Provider value={router}>{content}</RouterContext.Provider>;
}
