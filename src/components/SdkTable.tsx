import React from 'react';
import Link from '@docusaurus/Link';

import type {SdkTableData} from './sdk-table-data';

/** The SDK sections with their packages and pinned versions (of this build's release line and sections). */
export default function SdkTable({sections, shared}: SdkTableData): React.ReactElement {
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
        {sections.map((sdk) => (
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
            <code>{shared.packageName}</code>
          </td>
          <td>{shared.version}</td>
        </tr>
      </tbody>
    </table>
  );
}
