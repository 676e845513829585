import {useSyncExternalStore} from 'react';
import type {AnchorKnowledge} from '../../cross-sdk/switch-target';

/**
 * The current symbol page's anchors, published by the page (SymbolHeader) for the navbar's
 * SDK switcher, which lives outside the page's DocProvider. Client only: the server render
 * of the switcher links to the equivalent page without a #hash, which it cannot see anyway.
 */
let current: AnchorKnowledge | undefined;
const listeners = new Set<() => void>();

export function publishCurrentSymbol(value: AnchorKnowledge | undefined): void {
  current = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCurrentSymbolAnchors(): AnchorKnowledge | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
