/** The server bundle's entry: Docusaurus's own, each page's rendering kept between builds. */
import render from '@docusaurus/core/lib/client/serverEntry';
import {cachedRender, type RenderCacheSettings} from './cache';

declare const POWERSYNC_RENDER_CACHE: RenderCacheSettings; // set by the plugin (index.ts)

export default cachedRender(render, POWERSYNC_RENDER_CACHE);
