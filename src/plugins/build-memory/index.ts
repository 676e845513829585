import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';

/**
 * Frees the bundler's garbage while it no longer needs it.
 *
 * A cold build compiles every MDX page in the main thread's JavaScript loaders, and V8 lets
 * their garbage pile up (hundreds of MB) while rspack's native memory grows through the rest of
 * the compilation; static rendering then runs in worker threads while the main thread barely
 * allocates, so V8 has no reason to collect there either. One full collection when a
 * compilation has built its modules (the loaders' garbage is dead, rspack's sealing, minifying
 * and emitting are still to come) and one when the last compiler finishes (before rendering)
 * return it before each of the build's two memory peaks.
 */
/** The part of a webpack/rspack compiler this plugin uses. */
interface CompilerHooks {
  hooks: Record<'run' | 'done', {tap(name: string, callback: () => void): void}> & {
    thisCompilation: {tap(name: string, callback: (compilation: CompilationHooks) => void): void};
  };
}
interface CompilationHooks {
  hooks: {finishModules: {tap(name: string, callback: () => void): void}};
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
              compiler.hooks.thisCompilation.tap('powersync-build-memory', (compilation) => {
                compilation.hooks.finishModules.tap('powersync-build-memory', collectGarbage);
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
