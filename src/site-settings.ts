import crypto from 'node:crypto';
import type {SdkManifest} from './manifest/types';

/**
 * Deployment settings read from the environment (documented in README.md).
 * Kept apart from docusaurus.config.ts so that the config only assembles.
 */
export interface SiteSettings {
  url: string;
  baseUrl: string;
}

export function readSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const baseUrl = normalizeBaseUrl(env.SITE_BASE_URL ?? '/powersync-js/');
  const url = (env.SITE_URL ?? 'https://powersync-ja.github.io').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(url)) {
    throw new Error(`SITE_URL must be an origin like https://example.com (got "${env.SITE_URL}")`);
  }
  return {url, baseUrl};
}

export function normalizeBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * The announcement bar id changes with the documented versions, so a reader who
 * dismissed the bar sees it again after an SDK bump (the dismissal is stored per id).
 */
export function announcementId(manifest: SdkManifest): string {
  const versions = [manifest.shared, ...manifest.sdks].map((p) => `${p.packageName}@${p.version}`).join(',');
  return `release-${crypto.createHash('sha256').update(versions).digest('hex').slice(0, 10)}`;
}

/** The theme's storage keys for the announcement bar (unsuffixed: `storage.namespace` is false). */
export const announcementStorageKeys = {
  id: 'docusaurus.announcement.id',
  dismissed: 'docusaurus.announcement.dismiss',
} as const;

/**
 * Inline <head> script. Before React starts, the theme hides a dismissed bar by reading the
 * stored dismissal alone, not the id it was given for, so after an id change the new bar
 * stayed hidden until the next page load. This forgets a dismissal of another id first.
 */
export function announcementResetScript(id: string): string {
  const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `try{if(localStorage.getItem(${js(announcementStorageKeys.id)})!==${js(id)})` +
    `localStorage.setItem(${js(announcementStorageKeys.dismissed)},"false")}catch(e){}`
  );
}

/** The navbar logo's target: the manifest's `logoSdk` section, which must be one of its SDKs. */
export function logoHref(manifest: SdkManifest, baseUrl: string): string {
  if (!manifest.sdks.some((sdk) => sdk.id === manifest.logoSdk)) {
    const ids = manifest.sdks.map((sdk) => sdk.id).join(', ');
    throw new Error(`sdk-manifest.ts: logoSdk "${manifest.logoSdk}" is not an SDK id (${ids})`);
  }
  return `${baseUrl}${manifest.logoSdk}`;
}
