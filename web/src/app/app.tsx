import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './site-layout';
import { appRoutes, notFoundRoute } from './routes';

const routeObjects: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...appRoutes.map((route) => ({
        path: route.path,
        element: route.element,
        caseSensitive: true,
      })),
      { path: notFoundRoute.path, element: notFoundRoute.element },
    ],
  },
];

/** The whole site: one layout around the page the route table picks. */
export function App() {
  return useRoutes(routeObjects);
}
