/**
 * Package READMEs are written for the repository, so their relative links
 * (`../demos/example-node`, `./docs/foo.md`) point at files that are not published.
 * Rewrites them to absolute links into the source repository at the documented
 * release tag, leaving absolute URLs, anchors and mail links as they are.
 */
export function rewriteRelativeLinks(markdown: string, repositoryFolderUrl: string): string {
  const base = repositoryFolderUrl.endsWith('/') ? repositoryFolderUrl : `${repositoryFolderUrl}/`;
  const absolute = (target: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) return target;
    return new URL(target.replace(/^\//, ''), base).href;
  };
  return markdown
    // Markdown links and images: [text](target "title") / ![alt](target)
    .replace(/(\]\()(\s*<?)([^)\s>]+)(>?)/g, (_m, open: string, lead: string, target: string, close: string) =>
      `${open}${lead}${absolute(target)}${close}`,
    )
    // Reference definitions: [id]: target
    .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/gm, (_m, lead: string, target: string) => `${lead}${absolute(target)}`)
    // Raw HTML attributes: href="..." src="..."
    .replace(/\b(href|src)=(["'])([^"']+)\2/g, (_m, attr: string, quote: string, target: string) =>
      `${attr}=${quote}${absolute(target)}${quote}`,
    );
}

/** `https://github.com/{repo}/tree/{tag}/{folder}/`: GitHub redirects files under tree/ to blob/. */
export function repositoryFolderUrl(repository: string, tag: string, folder: string): string {
  return `https://github.com/${repository}/tree/${tag}/${folder}/`;
}
