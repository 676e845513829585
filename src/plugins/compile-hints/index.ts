import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint for a whole file (Chrome 136+): with this comment as its first
 * line, a script's functions are compiled eagerly while it streams in, on a background thread.
 * Without it V8 compiles each function on the main thread the first time it is called, and
 * nearly every function of this site's scripts is called while the page loads: the main
 * bundle's module factories and what hydration runs, and each lazily loaded chunk when its
 * route or component renders. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The browser's scripts: entry scripts and lazily loaded chunks. */
const SCRIPTS = /\.js$/;

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'powersync-compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: SCRIPTS,
            // After the minifier, which drops comments; before the content hashes are computed.
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
