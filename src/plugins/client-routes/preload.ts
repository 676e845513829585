/**
 * Docusaurus's `preload` (core's client/preload.js), which the browser bundle gets instead:
 * before it matches a path, the routes of the SDK section the path is in are loaded
 * (./decode.ts); then, as Docusaurus's, it preloads the component of every route the path
 * matches. Docusaurus calls it before hydrating the first page, before rendering each
 * navigation, and for `window.docusaurus.preload` (links on hover).
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
import {activeClientRoutes, type RebuiltRoute} from './decode';

type Preloadable = {preload?: () => Promise<unknown>};

export default async function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const matched = () => paths.flatMap((p) => matchRoutes(routes as RouteConfig[], p)).map((match) => match.route);
  await activeClientRoutes()?.loadSubtrees(matched() as RebuiltRoute[]);
  return Promise.all(matched().map((route) => (route.component as Preloadable).preload?.()));
}
