import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazily loaded chunks `<id>.<build hash>.js` instead of
 * `<id>.<chunk content hash>.js`.
 *
 * With a hash per chunk, webpack's runtime, which every page loads first, carries a map from
 * each chunk id to its hash: one entry per chunk, so about nine bytes (gzip) on every page for
 * each page of the site. With the build's one hash the runtime computes every chunk's name from
 * its id, and its size no longer depends on the number of pages.
 *
 * What this gives up: a chunk whose content did not change is renamed by any build that changed
 * something else, so a returning reader downloads it again after a release. The names still
 * change with the content (the build hash covers every chunk), so immutable caching stays right.
 * Entry scripts (runtime, main) keep their content hash.
 */
const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'powersync-chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
