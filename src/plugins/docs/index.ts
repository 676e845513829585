/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with one change to what every page
 * downloads: the version data that the docs root route passes to each page carries every
 * sidebar item plus an `{id, title, description, sidebar}` entry per doc. That doc map is
 * read only by doc cards (`useDocById` in DocCard, on category index pages), and this site
 * has no such page, so it is left out: most of the version data every reference page view
 * downloads.
 *
 * When a category index page exists (a `generated-index` link in the sidebar), the data is
 * passed on unchanged, so cards keep working. A hand-written page that renders
 * `<DocCardList>` would need the map too: none does (reference/README.mdx is the only one).
 * Each page's own description (its meta tags) comes from its own metadata and is unchanged.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

const CATEGORY_INDEX_COMPONENT = '@theme/DocCategoryGeneratedIndexPage';

function hasCategoryIndexPage(route: RouteConfig): boolean {
  return route.component === CATEGORY_INDEX_COMPONENT || (route.routes ?? []).some(hasCategoryIndexPage);
}

/** The route tree with the doc map of every `version` prop emptied, unless a page reads it. */
export function withLeanVersionData(route: RouteConfig): RouteConfig {
  if (hasCategoryIndexPage(route)) return route;
  const strip = (node: RouteConfig): RouteConfig => {
    const version = (node.props as {version?: {docs?: unknown}} | undefined)?.version;
    const props = version?.docs ? {...node.props, version: {...version, docs: {}}} : node.props;
    return {...node, ...(props ? {props} : {}), ...(node.routes ? {routes: node.routes.map(strip)} : {})};
  };
  return strip(route);
}

export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: ({actions, ...rest}) =>
      contentLoaded.call(plugin, {
        ...rest,
        actions: {...actions, addRoute: (route) => actions.addRoute(withLeanVersionData(route))},
      }),
  };
}

// Docusaurus reads option validation (and the stock defaults it fills in) from the plugin function.
leanDocsPlugin.validateOptions = validateOptions;
