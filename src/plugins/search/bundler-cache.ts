/**
 * The bundler's persistent cache is keyed by Docusaurus version and theme aliases, not by the
 * aliases plugins add: after an embedded-mode build, a hosted-mode build reused the cached
 * resolution of `algoliasearch/lite` and shipped the embedded client. Each search mode gets
 * its own cache version, so switching modes rebuilds what the alias changes.
 */
import type {Configuration} from 'webpack';

interface CacheSettings {
  cache?: unknown;
  /** rspack keeps its persistent cache settings here (not in webpack's types). */
  experiments?: {cache?: unknown};
}

/**
 * The part of a bundler config that gives its persistent cache a version distinct per `key`
 * (webpack's `cache`, rspack's `experiments.cache`); empty when the cache is not persistent.
 */
export function cacheVersionedBy(bundlerConfig: Configuration, key: string): Configuration {
  const config = bundlerConfig as CacheSettings;
  const versioned: CacheSettings = {};
  const webpackCache = config.cache;
  if (isVersioned(webpackCache)) versioned.cache = {...webpackCache, version: `${webpackCache.version}-${key}`};
  const rspackCache = config.experiments?.cache;
  if (isVersioned(rspackCache)) {
    versioned.experiments = {cache: {...rspackCache, version: `${rspackCache.version}-${key}`}};
  }
  return versioned as Configuration;
}

function isVersioned(cache: unknown): cache is {version: string} {
  return typeof cache === 'object' && cache !== null && typeof (cache as {version?: unknown}).version === 'string';
}
