/**
 * What a reader installs to use one section's package: the package alone, or beside the
 * section it is installed with (`installedWith`: React, Vue, Attachments and Capacitor beside
 * the Web SDK, whose `@powersync/common` they get as a peer). A release line installs each
 * section so (scripts/sync-sdk-packages.ts), and the fidelity check installs the same set
 * anew to compare the pages with (tests/site/fidelity.test.ts). Pure.
 */
import type {SdkManifest} from '../manifest/types';

/** Package name → exact version, the section's package first. */
export function sectionInstallPackages(manifest: SdkManifest, sectionId: string): Record<string, string> {
  const sdk = manifest.sdks.find((s) => s.id === sectionId);
  if (!sdk) throw new Error(`no section "${sectionId}" in this line`);
  const host = sdk.installedWith ? manifest.sdks.find((s) => s.id === sdk.installedWith) : undefined;
  if (sdk.installedWith && !host)
    throw new Error(`"${sectionId}": installedWith "${sdk.installedWith}" is not in this line`);
  return {[sdk.packageName]: sdk.version, ...(host ? {[host.packageName]: host.version} : {})};
}
