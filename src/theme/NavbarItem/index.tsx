import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * The theme's navbar item, rendered again only when its props or what it reads change. The
 * navbar's content re-renders when the mobile sidebar's state changes (right after hydration,
 * when the window size becomes known, and on every opening), and each item with it: their
 * props are the same `themeConfig.navbar.items` entries each time.
 */
export default memo(NavbarItem);
