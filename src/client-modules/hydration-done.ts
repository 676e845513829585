/**
 * Client module: ends the hydration phase once the first route has rendered (Docusaurus calls
 * onRouteDidUpdate in the layout effect of that first render). Content blocks born before this
 * keep the server's HTML; blocks of pages reached later render as usual (src/components/KeptHtml).
 */
import {endHydration} from '../components/KeptHtml/hydration-phase';

export function onRouteDidUpdate(): void {
  endHydration();
}
