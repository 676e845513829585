/**
 * The docs version route, one per SDK section: each page downloads the sidebar of its own
 * section, not the whole site's.
 *
 * The docs plugin hands every doc page the version data of its route parent, and that data
 * carries every sidebar item of the site: a weight on every page that grows with every page
 * added anywhere. This site's one sidebar has a top-level category per section, linked to the
 * section's index (src/generate/typedoc/sidebar.ts). Here the version route is repeated per
 * section, at the section's path, with the section's own docs below it and version data in
 * which every other section is a link to its index, as docs.rs lists other crates. Docs
 * outside every section (the landing page) and tag pages stay under the version route at its
 * own path, placed last, where every other section is a link too.
 *
 * The docs root route (the layout) still wraps every version route, so moving within a section
 * keeps the sidebar mounted; moving to another section replaces it, as its content changes.
 */
import type {RouteConfig} from '@docusaurus/types';

interface SidebarEntry {
  type: string;
  label?: string;
  href?: string;
  className?: string;
  [key: string]: unknown;
}

interface VersionData {
  docsSidebars: Record<string, SidebarEntry[]>;
  [key: string]: unknown;
}

/** The path of each linked top-level category: the sections. */
function sectionPaths(version: VersionData): string[] {
  const paths = Object.values(version.docsSidebars).flatMap((items) =>
    items.filter((item) => item.type === 'category' && typeof item.href === 'string').map((item) => item.href!),
  );
  return [...new Set(paths)];
}

const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/** The sidebars with every section but `keep` as a link to its index. */
function sidebarsFor(version: VersionData, keep: string | undefined): VersionData['docsSidebars'] {
  const asLink = (item: SidebarEntry): SidebarEntry => {
    if (item.type !== 'category' || typeof item.href !== 'string' || item.href === keep) return item;
    const {label, href, className} = item;
    return {type: 'link', label, href, ...(className ? {className} : {}), unlisted: false};
  };
  return Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(asLink)]));
}

/** A version route (the docs plugin's, under the docs root) as one route per section, then the rest. */
export function splitVersionBySection(versionRoute: RouteConfig): RouteConfig[] {
  const version = (versionRoute.props as {version?: VersionData} | undefined)?.version;
  const children = versionRoute.routes ?? [];
  // The docs route: the child at the version's own path that holds the doc pages.
  const docsRoute = children.find((child) => child.path === versionRoute.path && child.routes);
  if (!version?.docsSidebars || !docsRoute) return [versionRoute];

  const withData = (path: string, keep: string | undefined, routes: RouteConfig[]): RouteConfig => ({
    ...versionRoute,
    path,
    props: {...versionRoute.props, version: {...version, docsSidebars: sidebarsFor(version, keep)}},
    routes,
  });
  const sectionRoutes: RouteConfig[] = [];
  const placed = new Set<RouteConfig>();
  for (const section of sectionPaths(version)) {
    const docs = docsRoute.routes!.filter((doc) => !placed.has(doc) && within(doc.path, section));
    if (docs.length === 0) continue;
    docs.forEach((doc) => placed.add(doc));
    sectionRoutes.push(withData(section, section, [{...docsRoute, path: section, routes: docs}]));
  }
  const rest = docsRoute.routes!.filter((doc) => !placed.has(doc));
  const others = children.filter((child) => child !== docsRoute);
  return [...sectionRoutes, withData(versionRoute.path, undefined, [{...docsRoute, routes: rest}, ...others])];
}

/** The docs root route with each of its version routes split by section. */
export function withSectionVersionData(root: RouteConfig): RouteConfig {
  return root.routes ? {...root, routes: root.routes.flatMap(splitVersionBySection)} : root;
}
