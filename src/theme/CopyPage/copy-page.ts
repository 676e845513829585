/**
 * What "Copy page" does, without React: load the page's Markdown twin, put it on the clipboard,
 * or, when the clipboard is unavailable (no Clipboard API, permission refused, insecure origin),
 * hand it back so the button can show it selected for the reader to copy by hand.
 */
export type CopyPageOutcome = {status: 'copied'} | {status: 'select'; text: string} | {status: 'failed'};

/** What the live region says after each outcome (read by screen readers; checked by the e2e test). */
export const COPY_PAGE_MESSAGES = {
  copied: 'Page copied as Markdown',
  select: 'Clipboard unavailable: the Markdown of this page is selected below, press Ctrl+C or ⌘C to copy it',
  failed: 'Could not load the Markdown of this page',
} as const;

export interface CopyPageEnvironment {
  fetchText(url: string): Promise<string>;
  /** Writes to the clipboard; rejects or is missing when the clipboard is unavailable. */
  writeClipboard?: (text: string) => Promise<void>;
}

export function browserEnvironment(): CopyPageEnvironment {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  return {
    fetchText: async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    },
    writeClipboard: clipboard?.writeText ? (text) => clipboard.writeText(text) : undefined,
  };
}

export async function copyPage(twinUrl: string, env: CopyPageEnvironment): Promise<CopyPageOutcome> {
  let text: string;
  try {
    text = await env.fetchText(twinUrl);
  } catch {
    return {status: 'failed'};
  }
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(text);
      return {status: 'copied'};
    } catch {
      // Permission refused or the document lost focus: the reader copies the selected text.
    }
  }
  return {status: 'select', text};
}
