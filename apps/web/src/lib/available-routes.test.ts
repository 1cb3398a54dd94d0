import { afterEach, describe, expect, it } from 'vitest';
import { isRouteAvailable, setAvailableRoutes } from './available-routes';

describe('isRouteAvailable', () => {
  afterEach(() => setAvailableRoutes([]));

  it('matches registered paths, with params and optional segments, ignoring query and hash', () => {
    setAvailableRoutes(['/profile', '/orderInfo/:id?', '/detail/:product?/:mer?']);
    expect(isRouteAvailable('/profile')).toBe(true);
    expect(isRouteAvailable('/profile?tab=1#top')).toBe(true);
    expect(isRouteAvailable('/orderInfo')).toBe(true);
    expect(isRouteAvailable('/orderInfo/42')).toBe(true);
    expect(isRouteAvailable('/detail/5/9')).toBe(true);
  });

  it('is false for paths no route matches', () => {
    setAvailableRoutes(['/profile']);
    expect(isRouteAvailable('/wallet')).toBe(false);
    expect(isRouteAvailable('/profile/extra')).toBe(false);
  });
});
