/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with one change to what every page
 * downloads: the version data that the docs root route passes to each page (every sidebar
 * item plus a `{id, title, description, sidebar}` entry per doc) leaves out the descriptions.
 *
 * Why: that data is one file loaded with every reference page. Descriptions there are only
 * read by doc cards (category index pages), which this site has none of; with a real
 * description on 850 symbol pages they were 10 KiB of gzip on every page view. Each page's
 * own description (its meta tags) comes from the page's own metadata and is unchanged.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};

/** The route tree with `description` removed from the docs of any `version` prop. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props =
    version?.docs && route.props
      ? {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, doc]) => {
                const {description: _description, ...rest} = doc;
                return [id, rest];
              }),
            ),
          },
        }
      : route.props;
  return {...route, ...(props ? {props} : {}), ...(route.routes ? {routes: route.routes.map(withoutDocDescriptions)} : {})};
}

export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: ({actions, ...rest}) =>
      contentLoaded.call(plugin, {...rest, actions: {...actions, addRoute: (route) => actions.addRoute(withoutDocDescriptions(route))}}),
  };
}

// Docusaurus reads option validation (and the stock defaults it fills in) from the plugin function.
leanDocsPlugin.validateOptions = validateOptions;
