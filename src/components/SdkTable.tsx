import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import fullManifest from '@site/src/sdk-manifest';
import {lineManifest, defaultLineOf} from '@site/src/lines/lines';
import type {ReleaseLineInfo} from '@site/src/lines/versions';

/** The SDK sections with their packages and pinned versions, straight from the manifest (of this page's release line). */
export default function SdkTable(): React.ReactElement {
  const releaseLine = useDocusaurusContext().siteConfig.customFields?.releaseLine as ReleaseLineInfo | undefined;
  const manifest = lineManifest(fullManifest, releaseLine?.id ?? defaultLineOf(fullManifest).id);
  return (
    <table>
      <thead>
        <tr>
          <th>Section</th>
          <th>Package</th>
          <th>Version</th>
        </tr>
      </thead>
      <tbody>
        {manifest.sdks.map((sdk) => (
          <tr key={sdk.id}>
            <td>
              <Link to={`/${sdk.id}`}>{sdk.label}</Link>
            </td>
            <td>
              <code>{sdk.packageName}</code>
            </td>
            <td>{sdk.version}</td>
          </tr>
        ))}
        <tr>
          <td>Shared base (re-exported)</td>
          <td>
            <code>{manifest.shared.packageName}</code>
          </td>
          <td>{manifest.shared.version}</td>
        </tr>
      </tbody>
    </table>
  );
}
