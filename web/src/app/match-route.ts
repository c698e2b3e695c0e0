import { matchPath } from 'react-router-dom';
import { appRoutes, notFoundRoute, type AppRoute } from './routes';

/** The route that renders `pathname`, matched exactly as the router does (case-sensitive). */
export function matchAppRoute(pathname: string): AppRoute {
  return (
    appRoutes.find((route) =>
      matchPath({ path: route.path, caseSensitive: true, end: true }, pathname),
    ) ?? notFoundRoute
  );
}
