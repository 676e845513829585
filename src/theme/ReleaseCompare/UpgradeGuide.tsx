import React from 'react';
import {plainDocText, releaseAnchor} from '../../history/render';
import {
  guideGroups,
  inheritedWords,
  insteadWords,
  type GuideEntry,
  type UpgradeGuide,
} from '../../history/upgrade-guide';
import styles from './styles.module.css';

/** Where a symbol has its page: this line's, else the newest other line that has it (its label). */
export type PageOf = (name: string) => {href: string; line?: string} | undefined;

const oneLine = (text: string) => plainDocText(text).replace(/\s+/g, ' ').trim();

/** Words with names in backticks (insteadWords), the names as code. */
function Words({text}: {text: string}) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, index) => (/^`.+`$/.test(part) ? <code key={index}>{part.slice(1, -1)}</code> : part))}
    </>
  );
}

/** A declaration before and after a release, as the compare form's diff and the guide show it. */
export function BeforeAfter({before, after}: {before?: string; after?: string}) {
  return (
    <div className="api-history__diff">
      <div className="api-history__decl">
        <span className="api-history__label">before</span>
        <code>{before}</code>
      </div>
      <div className="api-history__decl">
        <span className="api-history__label">after</span>
        <code>{after}</code>
      </div>
    </div>
  );
}

function Entry({
  entry,
  packageName,
  target,
  pageOf,
}: {
  entry: GuideEntry;
  packageName: string;
  /** `@powersync/web 2.4.0`: the release the guide goes to. */
  target: string;
  pageOf?: PageOf;
}) {
  const page = pageOf?.(entry.name);
  const anchor = entry.member?.replace(/^static /, '').toLowerCase();
  const label = <code>{entry.member === undefined ? entry.name : `${entry.name}.${entry.member}`}</code>;
  const replacement = entry.replacement && pageOf?.(entry.replacement.split('.')[0]);
  // The replacement as a link; the other words as both views say them (insteadWords).
  const [first, ...rest] = insteadWords(entry, target);
  const others = entry.replacement ? rest : [first, ...rest].filter(Boolean);
  const inherited = inheritedWords(entry);
  const hasNotes = !!entry.replacement || others.length > 0;
  return (
    <li>
      {page ? <a href={`${page.href}${anchor && !/[[\]]/.test(anchor) ? `#${anchor}` : ''}`}>{label}</a> : label}
      {page?.line ? ` (in ${page.line})` : ''} {entry.member === undefined ? entry.symbolKind : 'member'}
      {entry.from !== packageName && ` (from ${entry.from})`}
      {inherited && (
        <>
          {' ('}
          <Words text={inherited} />)
        </>
      )}
      {entry.kind === 'renamed' && (
        <>
          {' '}
          → <code>{`${entry.name}.${entry.renamedTo}`}</code>
        </>
      )}
      {entry.kind === 'moved' &&
        (entry.direction === 'in' ? (
          ': now declared here'
        ) : (
          <>: now comes from {entry.base && <code>{entry.base}</code>}</>
        ))}
      {entry.kind === 'moved' && entry.typeChanged && ', and its declaration changed'}
      {entry.replacement && (
        <>
          : use{' '}
          {replacement ? (
            <a href={replacement.href}>
              <code>{entry.replacement}</code>
            </a>
          ) : (
            <code>{entry.replacement}</code>
          )}
          {entry.replacementDeprecated && ` (deprecated in ${target} too)`}
        </>
      )}
      {others.map((words, index) => (
        <React.Fragment key={words}>
          {index === 0 && !entry.replacement ? ': ' : ' — '}
          <Words text={words} />
        </React.Fragment>
      ))}
      {(entry.kind === 'removed' || entry.kind === 'deprecated') && entry.message && (
        <>
          {hasNotes ? ' — ' : ': '}
          {oneLine(entry.message)}
        </>
      )}
      {entry.addedBeside && (
        <>
          {entry.message || hasNotes ? '; ' : ': '}added beside it:{' '}
          {entry.addedBeside.map((name, index) => (
            <React.Fragment key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </React.Fragment>
          ))}
        </>
      )}
      {(entry.kind === 'changed' || (entry.kind === 'moved' && entry.typeChanged)) && (
        <BeforeAfter before={entry.before} after={entry.after} />
      )}
    </li>
  );
}

/**
 * An upgrade guide as a readable page section: per release the upgrade goes through, oldest
 * first, what breaks (removed, renamed, moved, changed) before what is new, each linked to its
 * page and each release to its entry on this Changes page.
 */
export default function UpgradeGuideView({guide, pageOf}: {guide: UpgradeGuide; pageOf?: PageOf}): React.ReactNode {
  const count = guide.releases.reduce((sum, release) => sum + release.entries.length, 0);
  return (
    <div className={styles.guide} data-upgrade-guide="">
      <h3>
        Upgrade guide: {guide.packageName} {guide.from} → {guide.to}
      </h3>
      <p>
        {count === 0
          ? 'No change to the exported API between these releases.'
          : `${count} ${count === 1 ? 'change' : 'changes'} to the exported API in ${guide.releases.length} ` +
            `${guide.releases.length === 1 ? 'release' : 'releases, oldest first'}. ` +
            'What was added and removed again in between is left out.'}
      </p>
      {guide.releases.map((release) => (
        <section key={release.version} data-guide-release={release.version}>
          <h4>
            <a href={`#${releaseAnchor(release.version)}`}>
              {guide.packageName} {release.version}
            </a>
            {release.date ? ` (${release.date})` : ''}
          </h4>
          {guideGroups(release).map((group) => (
            <div key={group.kind} data-guide-kind={group.kind}>
              <p>
                <strong>{group.title}</strong> ({group.entries.length})
              </p>
              <ul>
                {group.entries.map((entry) => (
                  <Entry
                    key={`${entry.kind} ${entry.name}.${entry.member ?? ''}`}
                    entry={entry}
                    packageName={guide.packageName}
                    target={`${guide.packageName} ${guide.to}`}
                    pageOf={pageOf}
                  />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
