/**
 * Whether the app is still hydrating the server's HTML. A client module ends the phase once the
 * first route has rendered (src/client-modules/hydration-done.ts); on the server it never starts.
 * Read at a component's first render only: the phase a block was born in decides its mode.
 */
let hydrating = typeof window !== 'undefined';

export const isHydrating = (): boolean => hydrating;

export function endHydration(): void {
  hydrating = false;
}
