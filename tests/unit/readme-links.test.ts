import {test} from 'node:test';
import assert from 'node:assert/strict';
import {repositoryFolderUrl, repositoryRootUrl, rewriteRelativeLinks} from '../../src/generate/typedoc/readme-links';

const tag = '@powersync/node@0.15.2';
const root = repositoryRootUrl('powersync-ja/powersync-js', tag);
const folder = repositoryFolderUrl('powersync-ja/powersync-js', tag, 'packages/node');

test('README links to the demos folder point at demos/ at the repository root, where it is', () => {
  // As published in @powersync/node, @powersync/web and @powersync/react-native: `../demos/…`
  // from packages/{sdk}/ would be packages/demos/, which does not exist.
  const markdown = 'in the [`demos/example-node/`](../demos/example-node) directory; all in [`demos/`](../demos/).';
  assert.equal(
    rewriteRelativeLinks(markdown, folder, root),
    'in the [`demos/example-node/`](https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/demos/example-node) directory; ' +
      'all in [`demos/`](https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/demos/).',
  );
});

test('other relative links keep their plain resolution', () => {
  const markdown =
    '[sibling](../common/README.md) [demos-like](../demos-old/x) [license](../../LICENSE) [own](./docs/a.md)';
  assert.equal(
    rewriteRelativeLinks(markdown, folder, root),
    `[sibling](${root}packages/common/README.md) [demos-like](${root}packages/demos-old/x) [license](${root}LICENSE) [own](${folder}docs/a.md)`,
  );
});
