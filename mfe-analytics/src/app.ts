// The area's single-spa lifecycles; the host mounts them with its route-table rows for this area.
import { createAreaLifecycles } from '@condo/shared';
import { screens } from './screens';

export const { bootstrap, mount, unmount } = createAreaLifecycles(screens, {
  name: 'mfe-analytics',
  version: process.env.AREA_VERSION,
});
