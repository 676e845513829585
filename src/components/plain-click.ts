/**
 * A plain click: the main button with no modifier key. The app may turn it into a navigation in
 * place; any other click (new tab or window, download) is left to the browser.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
