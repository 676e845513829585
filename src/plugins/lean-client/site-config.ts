import type {DocusaurusConfig} from '@docusaurus/types';

/**
 * Keys of the site configuration that only the build reads: plugin and preset options (this
 * site passes each plugin the SDK manifest), the head tags and client modules Docusaurus has
 * already turned into the HTML template and `@generated/client-modules`, the static folders,
 * the Markdown options (MDX compiles at build time) and what to do about broken links and
 * duplicate routes. Browser code (Docusaurus's client, the themes, src/) reads none of them
 * (tests/unit/lean-client.test.ts reads Docusaurus's browser code for them).
 */
export const BUILD_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'headTags',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;

/** The one `future` flag browser code reads (the router: Link, useBaseUrl, the client entry); the others are the build's. */
export const CLIENT_FUTURE_KEYS = ['experimental_router'] as const;

/**
 * The configuration as `@generated/docusaurus.config` serialises it (JSON: functions dropped),
 * without the build-only keys and `future` flags.
 */
export function clientSiteConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  const json = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown>;
  for (const key of BUILD_ONLY_KEYS) delete json[key];
  const future = json.future as Record<string, unknown> | undefined;
  if (future)
    json.future = Object.fromEntries(
      CLIENT_FUTURE_KEYS.filter((key) => key in future).map((key) => [key, future[key]]),
    );
  return json;
}
