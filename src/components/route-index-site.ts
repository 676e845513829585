import routes from '@generated/routes';
import {activeClientRoutes} from '../plugins/client-routes/decode';
import {indexRoutes, type RouteIndex} from './route-index';

let index: RouteIndex | undefined;
let indexed = -1;

/** The index of this site's routes, built on first use and again when a section's routes arrive. */
export function siteRoutes(): RouteIndex {
  const loaded = activeClientRoutes()?.loaded() ?? 0;
  if (!index || loaded !== indexed) {
    index = indexRoutes(routes);
    indexed = loaded;
  }
  return index;
}
