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
