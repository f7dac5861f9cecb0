import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the current URL matches, in place. A router created with
 * hydration data but unloaded matches would draw its HydrateFallback (nothing) where the server
 * drew the page: a hydration mismatch.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
