import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';

/**
 * Frees the bundler's garbage before static rendering starts.
 *
 * A cold build compiles every MDX page; afterwards the build process holds hundreds of MB of
 * heap that nothing references any more. Static rendering then runs in worker threads, the
 * main thread barely allocates, and V8 has no reason to collect: the garbage stays resident
 * through the rendering, which is where the build's memory peaks. One full collection when
 * the last compiler finishes returns it before rendering starts.
 */
/** The part of a webpack/rspack compiler this plugin uses. */
interface CompilerHooks {
  hooks: Record<'run' | 'done', {tap(name: string, callback: () => void): void}>;
}

export default function buildMemoryPlugin(): Plugin {
  let compiling = 0; // client and server compile at the same time
  return {
    name: 'powersync-build-memory',
    configureWebpack(config) {
      if (config.mode !== 'production') return {}; // dev server rebuilds: nothing renders after them
      return {
        plugins: [
          {
            apply(compiler: CompilerHooks) {
              compiler.hooks.run.tap('powersync-build-memory', () => {
                compiling += 1;
              });
              compiler.hooks.done.tap('powersync-build-memory', () => {
                compiling -= 1;
                if (compiling === 0) collectGarbage();
              });
            },
          },
        ],
      };
    },
  };
}

/** A full garbage collection, without starting Node with --expose-gc. */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  // Reset at once: left on, the flag made every static rendering worker twice as slow.
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}
