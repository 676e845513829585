import type {Application} from 'typedoc';
import type {ResolvedSdk} from '../../manifest/validate';
import {markDeprecatedAccessors} from './accessor-deprecation';
import {writeClassesIndexOnRender} from './classes-index';
import {renderCommentHtml} from './comment-html';
import {keepExampleCodeAsWritten} from './example-code';
import {keepReleaseStages} from './release-stage-tags';
import {flattenTableCellHeadings} from './table-cell-headings';
import {renderUnresolvedLinks} from './unresolved-links';
import {nameSymbolMembersAsDeclared} from './symbol-member-names';
import {dropSelfImplementations} from './self-implementation';

/**
 * Our corrections of what TypeDoc and typedoc-plugin-markdown render, each in its own module:
 * comment fixes run on the model before rendering, page fixes on each rendered page (after
 * the front matter hook registered before this), the classes index when rendering ends.
 */
export function useRenderingFixes(
  app: Application,
  sdk: ResolvedSdk,
  links: {
    sourceUrlAt: (declarationFile: string, start: number) => string | undefined;
    /** Records a `decl:` link target a page writes (generate.ts). */
    linkedDeclaration: (page: string, key: string) => void;
  },
): void {
  keepReleaseStages(app);
  keepExampleCodeAsWritten(app);
  markDeprecatedAccessors(app);
  nameSymbolMembersAsDeclared(app);
  renderCommentHtml(app);
  flattenTableCellHeadings(app);
  renderUnresolvedLinks(app, links);
  dropSelfImplementations(app);
  writeClassesIndexOnRender(app, sdk, links.linkedDeclaration);
}
