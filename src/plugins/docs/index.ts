/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with three changes to what every page
 * downloads (the third, the version route per SDK section, is in ./section-versions.ts), and
 * one to what it compiles: before it reads the docs, each API symbol page's article is made as
 * element data and the page becomes a stub that renders it (src/generate/articles), so MDX
 * compiles a few lines a page instead of its Markdown. Made here, in the build's process, the
 * step costs about a third less than in a tsx process (whose module hooks answer each of
 * Docusaurus's remark plugins' `import()` calls).
 *
 * Its global data (in every page's main bundle) lists every doc with its path and sidebar, for
 * the theme to find the current doc: a cost that grows with every page of the site. This site
 * reads the same facts from the route table (src/components/route-index.ts: the sidebar navbar
 * item, the SDK switcher), so each version's list is left empty. The theme's `doc` and
 * `docsVersion` navbar items look docs up in that list: with one of them in the config the build
 * stops with "Couldn't find any doc with id".
 *
 * The version data that the docs root route passes to each page carries every
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
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import path from 'node:path';
import {withSectionVersionData} from './section-versions';
import {writeArticles} from '../../generate/articles';
import {CACHE_DIR} from '../../generate/typedoc/paths';

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

/** The plugin's global data without its list of every doc. */
export function withoutDocList(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}

export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const {contentLoaded, loadContent} = plugin;
  if (!contentLoaded || !loadContent) return plugin;
  return {
    ...plugin,
    // API symbol pages become stubs rendering their articles as data before the docs are read.
    loadContent: async () => {
      const {siteDir, baseUrl, siteConfig} = context;
      const made = await writeArticles({
        siteDir,
        docsDir: path.resolve(siteDir, options.path),
        cacheDir: path.join(siteDir, CACHE_DIR),
        baseUrl,
        staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
        markdown: siteConfig.markdown,
      });
      if (made > 0) console.log(`[docs] ${made} API pages' articles made as data`);
      return loadContent.call(plugin);
    },
    contentLoaded: ({actions, ...rest}) =>
      contentLoaded.call(plugin, {
        ...rest,
        actions: {
          ...actions,
          addRoute: (route) => actions.addRoute(withSectionVersionData(withLeanVersionData(route))),
          setGlobalData: (data) => actions.setGlobalData(withoutDocList(data as GlobalPluginData)),
        },
      }),
  };
}

// Docusaurus reads option validation (and the stock defaults it fills in) from the plugin function.
leanDocsPlugin.validateOptions = validateOptions;
