import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SdkEntry} from '../../manifest/types';
import {REFERENCE_DIR, declarationsFile} from '../../generate/typedoc/paths';
import {writeAgentsFiles} from './write-files';
import {AGENTS_PLUGIN_NAME} from './name';
import type {LlmsSite} from '../../agents/llms-txt';

export interface AgentsPluginOptions {
  sdks: SdkEntry[];
  /** The one-paragraph summary at the top of llms.txt. */
  summary: string;
  /** Every release line and this build's (llms.txt lists them all). */
  lines?: LlmsSite['lines'];
}

/** What the "Copy page" button reads through usePluginData: the sections whose pages have twins. */
export interface AgentsGlobalData {
  sections: string[];
}

/**
 * The reference for coding assistants: after the build, a Markdown twin next to every reference
 * page (`x.html` → `x.md`), llms.txt files and the MCP server's index (src/agents/README.md).
 * Pages link their twin themselves (src/theme/CopyPage).
 */
export default function agentsPlugin(context: LoadContext, options: AgentsPluginOptions): Plugin {
  return {
    name: AGENTS_PLUGIN_NAME,

    async contentLoaded({actions}) {
      actions.setGlobalData({sections: options.sdks.map((sdk) => sdk.id)} satisfies AgentsGlobalData);
    },

    async postBuild({outDir, siteConfig}) {
      const started = Date.now();
      const result = writeAgentsFiles({
        outDir,
        docsDir: path.join(context.siteDir, REFERENCE_DIR),
        declarationsFile: declarationsFile(context.siteDir),
        address: {url: siteConfig.url, baseUrl: siteConfig.baseUrl},
        title: siteConfig.title,
        summary: options.summary,
        ...(options.lines ? {lines: options.lines} : {}),
        sections: options.sdks.map(({id, label, packageName, version}) => ({id, label, packageName, version})),
      });
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      const llms = result.files.map(({file, bytes}) => `${file} ${kib(bytes)}`).join(', ');
      console.log(
        `[agents] ${result.twins} Markdown twins (${kib(result.twinBytes)}) and ${llms} in ${Date.now() - started} ms`,
      );
    },
  };
}
