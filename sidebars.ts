import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {activeLine} from './src/lines/active';
import {buildApiSidebar} from './src/generate/typedoc/sidebar';

// One docs sidebar; its categories are the SDK sections in manifest order.
const sidebars: SidebarsConfig = {
  api: buildApiSidebar(process.cwd(), activeLine().manifest.sdks) as SidebarsConfig[string],
};

export default sidebars;
