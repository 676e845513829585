import React, {Suspense, lazy, type ReactNode} from 'react';

type PageModule = typeof import('./Page');

/** The not-found page's module, once loaded. */
let loaded: PageModule | undefined;

/**
 * Loads the not-found page's code (./Page.tsx). The theme's docs layout (DocRoot) renders this
 * component for a path under the docs that no page has, and imports it at the top: whatever this
 * module imports is in every doc page's scripts, so the page is a chunk of its own. The site's
 * route preload loads it before it renders a path no page has, before hydration too
 * (src/plugins/client-routes/preload.ts): the page then renders at once and hydrates the served
 * HTML in place. (Loaded while hydrating instead, the served content went blank until its code
 * came: React renders a Suspense boundary's fallback when it is updated before it hydrates.)
 */
export function loadNotFoundPage(): Promise<PageModule> {
  return import('./Page').then((module) => (loaded = module));
}

// The server renders the page in its HTML: its code is there before any page is rendered.
if (typeof window === 'undefined') void loadNotFoundPage();

/** The page: once its code is here, a thenable that React reads at once, without suspending. */
const NotFoundPage = lazy(() =>
  loaded
    ? ({then: (resolve: (module: PageModule) => void) => resolve(loaded!)} as Promise<PageModule>)
    : loadNotFoundPage(),
);

export default function NotFoundContent(): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
