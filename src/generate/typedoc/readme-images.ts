/**
 * Package READMEs open with a logo `<img>` that has no `alt`, wrapped in a link to the
 * product site: screen readers announce an unnamed link (axe: image-alt, link-name).
 * An image without alt gets the host of the link around it as alt ("powersync.com"),
 * or an empty alt (decorative) when it is not a link's content.
 */
export function addMissingImageAlts(markdown: string): string {
  return markdown.replace(
    /(<a\b[^>]*\bhref=(["'])([^"']*)\2[^>]*>\s*)?<img\b([^>]*?)(\/?)>/gi,
    (
      whole,
      linkOpen: string | undefined,
      _q: string,
      href: string | undefined,
      attributes: string,
      selfClose: string,
    ) => {
      if (/\balt\s*=/i.test(attributes)) return whole;
      const alt = linkOpen && href ? hostOf(href) : '';
      return `${linkOpen ?? ''}<img${attributes} alt="${alt}"${selfClose ? ' /' : ''}>`;
    },
  );
}

function hostOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
