import React from 'react';
import {plainDocText, releaseAnchor} from '../../history/render';
import {guideGroups, type GuideEntry, type UpgradeGuide} from '../../history/upgrade-guide';
import styles from './styles.module.css';

/** Where a symbol has its page: this line's, else the newest other line that has it (its label). */
export type PageOf = (name: string) => {href: string; line?: string} | undefined;

const oneLine = (text: string) => plainDocText(text).replace(/\s+/g, ' ').trim();

function Entry({entry, packageName, pageOf}: {entry: GuideEntry; packageName: string; pageOf?: PageOf}) {
  const page = pageOf?.(entry.name);
  const anchor = entry.member?.replace(/^static /, '').toLowerCase();
  const label = <code>{entry.member === undefined ? entry.name : `${entry.name}.${entry.member}`}</code>;
  const replacement = entry.replacement && pageOf?.(entry.replacement.split('.')[0]);
  return (
    <li>
      {page ? <a href={`${page.href}${anchor && !/[[\]]/.test(anchor) ? `#${anchor}` : ''}`}>{label}</a> : label}
      {page?.line ? ` (in ${page.line})` : ''} {entry.member === undefined ? entry.symbolKind : 'member'}
      {entry.from !== packageName && ` (from ${entry.from})`}
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
        </>
      )}
      {(entry.kind === 'removed' || entry.kind === 'deprecated') && entry.message && (
        <>
          {entry.replacement ? ' — ' : ': '}
          {oneLine(entry.message)}
        </>
      )}
      {entry.addedBeside && (
        <>
          {entry.message ? '; ' : ': '}added beside it:{' '}
          {entry.addedBeside.map((name, index) => (
            <React.Fragment key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </React.Fragment>
          ))}
        </>
      )}
      {entry.kind === 'changed' && (
        <div className="api-history__diff">
          <div className="api-history__decl">
            <span className="api-history__label">before</span>
            <code>{entry.before}</code>
          </div>
          <div className="api-history__decl">
            <span className="api-history__label">after</span>
            <code>{entry.after}</code>
          </div>
        </div>
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
