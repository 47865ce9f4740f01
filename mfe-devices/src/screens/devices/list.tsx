import {
  api,
  type Camera,
  type CameraListQuery,
  DEFAULT_PAGE_SIZES,
  type Kiosk,
  type KioskListQuery,
  type Vizitin,
  type VizitinListQuery,
} from '@condo/shared';
import { defineListPage, type ListCallOptions, type ListParams } from '@condo/shared/ui';
import { botIcon, cameraType, deviceType, lastActive, lastUpdatedBy, manage, nameAndMac, status } from './columns';
import { DEVICE_LIST_REFRESH_MS } from './deviceKinds';

/** What the lists hand their resource: paging, the search box as `query`, the Type column's filter. */
type CameraListParams = ListParams & { type?: NonNullable<CameraListQuery['type']>[] };
type KioskListParams = ListParams & { type?: NonNullable<KioskListQuery['type']>[number][] };
type VizitinListParams = ListParams & { type?: NonNullable<VizitinListQuery['type']>[number][] };

const shared = {
  rowKey: 'id',
  search: true,
  defaultPageSize: DEFAULT_PAGE_SIZES.devices,
  autoRefreshMs: DEVICE_LIST_REFRESH_MS,
} as const;

export const cameraListPage = defineListPage<Camera, CameraListParams>({
  ...shared,
  title: 'Cameras',
  urlPrefix: 'camera_',
  search: { placeholder: 'Search cameras' },
  // The Camera Type column chooses one value; the spec's camera list takes it as `type`.
  resource: ({ type, ...rest }, options?: ListCallOptions) =>
    api.cameras.list({ ...rest, ...(type?.[0] ? { type: type[0] } : {}) }, options),
  columns: [
    botIcon<Camera>(),
    nameAndMac<Camera>(),
    cameraType,
    lastActive<Camera>(),
    lastUpdatedBy<Camera>(),
    status<Camera>(),
    manage<Camera>('camera'),
  ],
  emptyText: 'No cameras yet',
});

export const kioskListPage = defineListPage<Kiosk, KioskListParams>({
  ...shared,
  title: 'Kiosks',
  urlPrefix: 'kiosk_',
  search: { placeholder: 'Search kiosks' },
  resource: (query, options?: ListCallOptions) => api.kiosks.list(query, options),
  columns: [
    botIcon<Kiosk>(),
    nameAndMac<Kiosk>(),
    deviceType<Kiosk>('kiosk'),
    lastActive<Kiosk>(),
    lastUpdatedBy<Kiosk>(),
    status<Kiosk>(),
    manage<Kiosk>('kiosk'),
  ],
  emptyText: 'No kiosks yet',
});

export const vizitinListPage = defineListPage<Vizitin, VizitinListParams>({
  ...shared,
  title: 'Vizitins',
  urlPrefix: 'vizitin_',
  search: { placeholder: 'Search vizitins' },
  // The vizitin list names its search `search` (spec part 1 §7).
  resource: ({ query, ...rest }, options?: ListCallOptions) =>
    api.vizitins.list({ ...rest, ...(query ? { search: query } : {}) }, options),
  columns: [
    botIcon<Vizitin>(),
    nameAndMac<Vizitin>(),
    deviceType<Vizitin>('vizitin'),
    lastUpdatedBy<Vizitin>(),
    status<Vizitin>(),
    manage<Vizitin>('vizitin'),
  ],
  emptyText: 'No vizitins yet',
});
