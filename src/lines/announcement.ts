/**
 * The announcement bar's text for a line (pure): the config gives it to the theme for the line's
 * own pages, and the not-found page (one root 404.html for every line) shows the one of the line
 * its path is under (src/theme/ReleaseLines/shown-line.ts).
 */
export interface SharedRelease {
  packageName: string;
  version: string;
}

/** One line on a phone: the detail is for wider screens (src/css/custom.css). */
export const announcementContent = (shared: SharedRelease): string =>
  `Documents <b>${shared.packageName} ${shared.version}</b><span class="announcement-detail"> and the SDK releases of its line, each as its users install it</span>.`;
