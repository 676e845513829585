import {memo} from 'react';
import Footer from '@theme-original/Footer';

/** The theme's footer, not rendered again with every render of the page's layout (see ../Navbar). */
export default memo(Footer);
