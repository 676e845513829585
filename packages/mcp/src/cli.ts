/**
 * The package's bin: the repository's MCP server (src/mcp) answering from the published site
 * (src/site-settings.ts's production address) unless `--site` names another site or a build
 * folder. Bundled by ../build.ts into dist/cli.js; the manifest's sections are built in.
 */
import manifest from '../../../src/sdk-manifest';
import {readSiteSettings} from '../../../src/site-settings';
import {main} from '../../../src/mcp/cli';

/** Set by ../build.ts from this package's package.json. */
declare const PACKAGE_VERSION: string;
declare const PACKAGE_NAME: string;

// The defaults only, never this machine's environment: SITE_URL is the site build's setting.
const {url, baseUrl} = readSiteSettings({});

main({
  command: `npx -y ${PACKAGE_NAME}`,
  defaultSite: `${url}${baseUrl}`,
  version: PACKAGE_VERSION,
  manifest,
  formatAdvice: `Update the package: npx -y ${PACKAGE_NAME}@latest (this is ${PACKAGE_VERSION}).`,
});
