/**
 * Docusaurus's `preload` (core's client/preload.js), which the browser bundle gets instead:
 * before it matches a path, the routes of the SDK section the path is in are loaded
 * (./decode.ts); then, as Docusaurus's, it preloads the component of every route the path
 * matches. Docusaurus calls it before hydrating the first page, before rendering each
 * navigation, and for `window.docusaurus.preload` (links on hover). A path that no page has (no
 * exact route matches it) gets the not-found page, whose code is a chunk of its own: it is loaded
 * here too, so that the page renders, or hydrates its served HTML, in place.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
import {activeClientRoutes, type RebuiltRoute} from './decode';
import {loadNotFoundPage} from '../../theme/NotFound/Content';

type Preloadable = {preload?: () => Promise<unknown>};

export default async function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const matched = () => paths.flatMap((p) => matchRoutes(routes as RouteConfig[], p)).map((match) => match.route);
  await activeClientRoutes()?.loadSubtrees(matched() as RebuiltRoute[]);
  const found = matched();
  const notFound = found.some((route) => route.exact) ? [] : [loadNotFoundPage()];
  return Promise.all([...found.map((route) => (route.component as Preloadable).preload?.()), ...notFound]);
}
