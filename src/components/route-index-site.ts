import routes from '@generated/routes';
import {indexRoutes, type RouteIndex} from './route-index';

let index: RouteIndex | undefined;

/** The index of this site's routes, built on first use. */
export function siteRoutes(): RouteIndex {
  return (index ??= indexRoutes(routes));
}
