import { matchPath } from '@/lib/router';

/**
 * The app's route table registers its paths here (src/app builds the router from it), so screens can show a
 * link only when its screen exists without importing the app shell. Tests register their own paths.
 */
let patterns: readonly string[] = [];

export function setAvailableRoutes(paths: readonly string[]): void {
  patterns = [...paths];
}

export function isRouteAvailable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || '/';
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
