/** The agents plugin's name, also the key of its global data (read by src/theme/CopyPage). */
export const AGENTS_PLUGIN_NAME = 'powersync-agents';
