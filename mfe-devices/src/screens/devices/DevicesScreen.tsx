import { api, bus, MESSAGES, notify, PageHeader, type Vizitin } from '@condo/shared';
import { App, Button, Result, Tabs } from '@condo/shared/antd';
import { CloudUploadOutlined, PlusOutlined } from '@condo/shared/icons';
import { useUpdateSearchParams } from '@condo/shared/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DeviceDetailsDrawer } from '../device-details';
import { DeviceFormModal } from '../device-form';
import { ImageDevicesDialog } from '../image-devices-dialog';
import { UpdateDeviceVersionDialog } from '../update-device-version';
import { WorkflowDrawer } from '../workflow-drawer';
import { type DeviceActions, DeviceActionsProvider, type DeviceDialog } from './DeviceActions';
import { DeviceList } from './DeviceList';
import { type DeviceKind, deviceKindOrder, deviceKinds, isDeviceKind } from './deviceKinds';
import { cameraListPage, kioskListPage, vizitinListPage } from './list';
import { useDeviceCounts } from './useDeviceCounts';
import { useDevicePermissions } from './useDevicePermissions';

/** Each tab's list, whose URL parameters (camera_query, kiosk_page, …) the header search writes. */
const listPages = { camera: cameraListPage, kiosk: kioskListPage, vizitin: vizitinListPage };

export const HARD_RESET_QUESTION = 'Are you sure you want to reset this device?';

/** Spec part 1 §2, Devices: CAMERA / KIOSK / VIZITIN tabs, each a searchable, paged, self-refreshing list. */
export function DevicesScreen() {
  const [searchParams, updateSearchParams] = useUpdateSearchParams();
  const requested = searchParams.get('tab');
  const tab: DeviceKind = isDeviceKind(requested) ? requested : 'camera';
  const permissions = useDevicePermissions();
  const [dialog, setDialog] = useState<DeviceDialog | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const { modal } = App.useApp();

  const visibleKinds = deviceKindOrder.filter((kind) => permissions[kind].list);
  const counts = useDeviceCounts(visibleKinds, savedCount);
  const saved = useCallback(() => setSavedCount((count) => count + 1), []);
  const close = useCallback(() => setDialog(null), []);

  const hardReset = useCallback(
    (device: Vizitin) =>
      modal.confirm({
        title: HARD_RESET_QUESTION,
        okText: 'Yes',
        cancelText: 'No',
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          try {
            await api.vizitins.hardReset({ params: { id: device.id } });
            notify.success(MESSAGES.deviceHardReset);
            saved();
          } catch {
            // The API client has shown the failure (spec part 1 §8).
          }
        },
      }),
    [modal, saved],
  );

  const actions = useMemo<DeviceActions>(() => ({ open: setDialog, hardReset, permissions }), [hardReset, permissions]);

  // Each tab keeps its own page and search in the URL (camera_page, kiosk_query, …), so a switch keeps them.
  const changeTab = (key: string) =>
    updateSearchParams((next) => {
      next.set('tab', key);
    });

  // The header's search box (spec part 1 §2) searches the tab in view, as its own box would.
  const tabRef = useRef(tab);
  tabRef.current = tab;
  useEffect(() => {
    let first = true; // bus.search$ replays its last text on subscribe: only new searches count
    const subscription = bus.search$.subscribe((text) => {
      if (first) {
        first = false;
        return;
      }
      updateSearchParams((next) => {
        const prefix = listPages[tabRef.current].urlPrefix ?? '';
        if (text.trim()) next.set(`${prefix}query`, text.trim());
        else next.delete(`${prefix}query`);
        next.delete(`${prefix}page`);
      });
    });
    return () => subscription.unsubscribe();
  }, [updateSearchParams]);

  // The other tabs are drawn (and fetched) once the browser is idle and stay drawn: a tab switch shows its rows
  // at once and refreshes them silently (bench/devices.mjs: click → rows).
  const [drawAllTabs, setDrawAllTabs] = useState(false);
  useEffect(() => whenIdle(() => setDrawAllTabs(true)), []);

  const lists: Record<DeviceKind, ReactNode> = {
    camera: <DeviceList page={cameraListPage} savedCount={savedCount} active={tab === 'camera'} />,
    kiosk: <DeviceList page={kioskListPage} savedCount={savedCount} active={tab === 'kiosk'} />,
    vizitin: <DeviceList page={vizitinListPage} savedCount={savedCount} active={tab === 'vizitin'} />,
  };

  const tabTitle = (kind: DeviceKind) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? `${deviceKinds[kind].tabTitle} (${count})` : deviceKinds[kind].tabTitle;
  };

  return (
    <DeviceActionsProvider value={actions}>
      <section aria-label="Devices">
        <PageHeader
          title="Devices"
          subtitle="Cameras, kiosks and vizitins of this condo"
          extra={
            <>
              {tab === 'vizitin' && permissions.inAppUpdate ? (
                <Button icon={<CloudUploadOutlined />} onClick={() => setDialog({ type: 'update' })}>
                  In App Update
                </Button>
              ) : null}
              {permissions[tab].create ? (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  aria-label={`Add ${deviceKinds[tab].label}`}
                  onClick={() => setDialog({ type: 'form', kind: tab })}
                >
                  Add
                </Button>
              ) : null}
            </>
          }
        />
        <Tabs
          activeKey={tab}
          onChange={changeTab}
          items={deviceKindOrder.map((kind) => ({
            key: kind,
            label: tabTitle(kind),
            forceRender: drawAllTabs,
            children: permissions[kind].list ? (
              lists[kind]
            ) : (
              <Result
                status="403"
                title={`You do not have access to the ${deviceKinds[kind].label.toLowerCase()} list`}
              />
            ),
          }))}
        />
        {renderDialog(dialog, close, saved)}
      </section>
    </DeviceActionsProvider>
  );
}

/** Runs `task` when the browser is idle (at the latest after a second); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

function renderDialog(dialog: DeviceDialog | null, close: () => void, saved: () => void): ReactNode {
  if (!dialog) return null;
  switch (dialog.type) {
    case 'form':
      return <DeviceFormModal kind={dialog.kind} device={dialog.device} onClose={close} onSaved={saved} />;
    case 'details':
      return <DeviceDetailsDrawer kind={dialog.kind} device={dialog.device} onClose={close} onChanged={saved} />;
    case 'workflow':
      return <WorkflowDrawer kind={dialog.kind} device={dialog.device} onClose={close} onChanged={saved} />;
    case 'images':
      return <ImageDevicesDialog audience={dialog.audience} device={dialog.device} onClose={close} />;
    case 'update':
      return <UpdateDeviceVersionDialog device={dialog.device} onClose={close} onUpdated={saved} />;
  }
}
