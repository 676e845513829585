import type {DocusaurusConfig} from '@docusaurus/types';

/**
 * Keys of the site configuration that only the build reads: plugin and preset options (this
 * site passes each plugin the SDK manifest), the head tags and client modules Docusaurus has
 * already turned into the HTML template and `@generated/client-modules`, and the static
 * folders. Browser code (Docusaurus's client, the themes, src/) reads none of them.
 */
export const BUILD_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'headTags',
  'clientModules',
  'staticDirectories',
] as const;

/**
 * The configuration as `@generated/docusaurus.config` serialises it (JSON: functions dropped),
 * without the build-only keys.
 */
export function clientSiteConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  const json = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown>;
  for (const key of BUILD_ONLY_KEYS) delete json[key];
  return json;
}
