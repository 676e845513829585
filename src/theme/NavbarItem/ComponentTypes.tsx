import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SdkSwitcherNavbarItem from '../SdkSwitcher';
import ReleaseLinesNavbarItem from '../ReleaseLines';

/** The theme's navbar item types plus ours (custom types must start with `custom-`). */
export default {
  ...ComponentTypes,
  'custom-sdkSwitcher': SdkSwitcherNavbarItem,
  'custom-releaseLines': ReleaseLinesNavbarItem,
};
