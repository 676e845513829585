/**
 * What the not-found page found for the path asked (not-found-model.ts), as the page shows it:
 * each finding, the names close to the one asked and the search index's hits (none until the
 * path is read: ./read-path.ts).
 */
import React, {type ReactNode} from 'react';
import type {AskedPath, Finding} from './not-found-model';

export function Findings({
  findings,
  suggested,
  asked,
  lineLabel,
}: {
  findings: Finding[];
  suggested: Array<{title: string; href: string}>;
  asked: AskedPath | null;
  lineLabel: string;
}): ReactNode {
  const near = findings.find((f) => f.kind === 'near');
  return (
    <>
      {findings.map((finding, index) => (
        <FindingText key={index} finding={finding} lineLabel={lineLabel} />
      ))}
      {near && (
        <>
          <p>Did you mean:</p>
          <ul data-near-names="">
            {near.names.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.name}</a>
                {asked?.section && item.section !== asked.section ? ` (${item.section})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {suggested.length > 0 && (
        <>
          <p>The search index finds:</p>
          <ul data-index-suggestions="">
            {suggested.map((hit) => (
              <li key={hit.href}>
                <a href={hit.href}>{hit.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FindingText({finding, lineLabel}: {finding: Finding; lineLabel: string}): ReactNode {
  switch (finding.kind) {
    case 'removed':
      return (
        <p data-finding="removed">
          <b>{finding.name}</b> was{' '}
          <a href={finding.changesHref}>
            removed in {finding.packageName} {finding.removedIn}
          </a>
          .
          {finding.use ? (
            <>
              {' '}
              Use {finding.use.href ? <a href={finding.use.href}>{finding.use.name}</a> : <b>{finding.use.name}</b>}.
            </>
          ) : null}
        </p>
      );
    case 'here':
      return (
        <p data-finding="here">
          <b>{finding.name}</b> is in {lineLabel}, as <a href={finding.href}>{finding.route}</a>.
        </p>
      );
    case 'elsewhere':
      return (
        <p data-finding="elsewhere">
          <b>{finding.name}</b> is not in {lineLabel}, but {finding.line.label} has it:{' '}
          <a href={finding.href}>
            {finding.name} in {finding.line.label}
          </a>
          .
        </p>
      );
    case 'latest':
      return (
        <p data-finding="latest">
          In the newest release line: <a href={finding.href}>this page in {lineLabel}</a>
          {finding.note ? ` (${finding.note})` : ''}.
        </p>
      );
    default:
      return null;
  }
}
