import {memo} from 'react';
import Navbar from '@theme-original/Navbar';

/**
 * The theme's navbar, rendered again only when what it reads changes (router, colour mode,
 * mobile sidebar and other contexts), not with every render of the page's layout. A page
 * that renders its own `<Layout>` (the search page does, on each state of its results) would
 * otherwise render the whole navbar each time, and the navbar's hide-on-scroll hook reads
 * `window.pageYOffset` while rendering, which makes the browser lay out the page at once.
 */
export default memo(Navbar);
