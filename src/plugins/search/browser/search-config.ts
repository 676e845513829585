/**
 * The search backend of this site, read from `search-config.json` on the first use of search
 * (src/search/search-config.ts). Loaded with the modal's code and by the search page, never by
 * a page load: embedded-mode pages carry no hosted code and make no request for it.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {SEARCH_CONFIG_FILE, SEARCH_PLUGIN_NAME} from '../constants';
import type {SearchGlobalData} from '../index';
import {searchConfigLoader, searchHostOrigin, type SearchConfig} from '../../../search/search-config';

/** A hanging config request falls back to the build's own mode instead of holding search up. */
const CONFIG_TIMEOUT_MS = 8000;

async function readConfig(): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  try {
    const response = await fetch(`${siteConfig.baseUrl}${SEARCH_CONFIG_FILE}`, {signal: controller.signal});
    if (!response.ok) throw new Error(`search config request failed with status ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

/** The mode this build was made for, with the theme's credentials: used when the file cannot be read. */
function buildSettings(): SearchConfig {
  const data = (globalData as Record<string, Record<string, SearchGlobalData>>)[SEARCH_PLUGIN_NAME]?.default;
  if (data?.mode !== 'hosted') return {mode: 'local'};
  const {appId, apiKey, indexName} = siteConfig.themeConfig.algolia as {
    appId: string;
    apiKey: string;
    indexName: string;
  };
  return {mode: 'hosted', appId, apiKey, indexName};
}

export const loadSearchConfig = searchConfigLoader(readConfig, buildSettings);

/**
 * The preconnect hint to the hosted search's host. A build made for hosted search has it in
 * every page's head (the search plugin's injectHtmlTags); a site switched to hosted by its
 * config file gets it here, as the search box is first hovered or focused, before the first query.
 */
export function addSearchPreconnect(config: SearchConfig): void {
  if (config.mode !== 'hosted') return;
  const href = searchHostOrigin(config.appId);
  if (document.head.querySelector(`link[rel="preconnect"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = href;
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}
