import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * robots.txt for the production URL (SITE_URL + SITE_BASE_URL, src/site-settings.ts),
 * pointing crawlers at the sitemap that the classic preset writes. Crawlers read
 * robots.txt only at an origin's root: when the site is served under a base path, this
 * file is what the root's robots.txt should contain (or include) for that path.
 */
export function robotsTxt(site: {url: string; baseUrl: string}): string {
  const origin = site.url.replace(/\/+$/, '');
  return ['User-agent: *', `Allow: ${site.baseUrl}`, '', `Sitemap: ${origin}${site.baseUrl}sitemap.xml`, ''].join('\n');
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'powersync-robots-txt',
    async postBuild({outDir}) {
      fs.writeFileSync(
        path.join(outDir, 'robots.txt'),
        robotsTxt({url: context.siteConfig.url, baseUrl: context.siteConfig.baseUrl}),
      );
    },
  };
}
