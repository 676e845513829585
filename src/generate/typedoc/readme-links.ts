/**
 * Package READMEs are written for the repository, so their relative links
 * (`../demos/example-node`, `./docs/foo.md`) point at files that are not published.
 * Rewrites them to absolute links into the source repository at the documented
 * release tag, leaving absolute URLs, anchors and mail links as they are.
 */
export function rewriteRelativeLinks(
  markdown: string,
  repositoryFolderUrl: string,
  repositoryRootUrl?: string,
): string {
  const base = repositoryFolderUrl.endsWith('/') ? repositoryFolderUrl : `${repositoryFolderUrl}/`;
  const root = repositoryRootUrl && (repositoryRootUrl.endsWith('/') ? repositoryRootUrl : `${repositoryRootUrl}/`);
  const parent = new URL('../', base).href;
  const absolute = (target: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) return target;
    const href = new URL(target.replace(/^\//, ''), base).href;
    const misplaced =
      root &&
      parent !== root &&
      REPOSITORY_ROOT_FOLDERS.find((f) => href === `${parent}${f}` || href.startsWith(`${parent}${f}/`));
    return misplaced ? root + href.slice(parent.length) : href;
  };
  return (
    markdown
      // Markdown links and images: [text](target "title") / ![alt](target)
      .replace(
        /(\]\()(\s*<?)([^)\s>]+)(>?)/g,
        (_m, open: string, lead: string, target: string, close: string) => `${open}${lead}${absolute(target)}${close}`,
      )
      // Reference definitions: [id]: target
      .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/gm, (_m, lead: string, target: string) => `${lead}${absolute(target)}`)
      // Raw HTML attributes: href="..." src="..."
      .replace(
        /\b(href|src)=(["'])([^"']+)\2/g,
        (_m, attr: string, quote: string, target: string) => `${attr}=${quote}${absolute(target)}${quote}`,
      )
  );
}

/**
 * Top-level folders of the source repository that package READMEs reach with one `../`
 * too few: `packages/node/README.md` links `../demos/example-node`, which is
 * `packages/demos/…` (no such folder, a 404 on GitHub too) where `demos/…` at the root is meant.
 */
const REPOSITORY_ROOT_FOLDERS = ['demos'];

/** `https://github.com/{repo}/tree/{tag}/`: the repository root at a release tag. */
export function repositoryRootUrl(repository: string, tag: string): string {
  return `https://github.com/${repository}/tree/${tag}/`;
}

/** `https://github.com/{repo}/tree/{tag}/{folder}/`: GitHub redirects files under tree/ to blob/. */
export function repositoryFolderUrl(repository: string, tag: string, folder: string): string {
  return `${repositoryRootUrl(repository, tag)}${folder}/`;
}
