import { api, can, PageHeader, TIMINGS, type UnitBlock, useRequest, useStoredRoles } from '@condo/shared';
import { Alert, Button, Tooltip } from '@condo/shared/antd';
import { ReloadOutlined, UploadOutlined } from '@condo/shared/icons';
import { ExportMenu, RequestStatus } from '@condo/shared/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { UnitsTable } from './UnitsTable';
import { UnitsUploadModal } from './UnitsUploadModal';
import { exportUnits } from './unitsExport';

/** The list reloads this long after an import (spec part 2 §4, §9), with a notice saying so meanwhile. */
function useReloadAfterImport(reload: () => void) {
  const [pending, setPending] = useState(0);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(0);
      reload();
    }, TIMINGS.unitsReloadAfterImport);
    return () => clearTimeout(timer);
  }, [pending, reload]);
  return { pending: pending > 0, schedule: () => setPending((count) => count + 1) };
}

/**
 * Spec part 2 §7 writes both "GET /api/v1/units/list -> blocks" and, for every other call, "-> data": the blocks are
 * read from `data` (api/), else from a top-level `blocks`.
 */
export function blocksOf(answer: { data?: UnitBlock[]; blocks?: UnitBlock[] }): UnitBlock[] {
  return answer.data ?? answer.blocks ?? [];
}

/**
 * Spec part 2 §2, Units (`/units/:id`): blocks → floors → units; expanding a floor loads its residents. Upload (only
 * with `api/v1/units` `import`) opens the Units Data dialog; after an import the list reloads 5 s later.
 */
export function UnitsScreen() {
  const condo = useParams().id ?? '';
  const mayImport = can(useStoredRoles(condo), { 'api/v1/units': ['import'] });
  const [uploading, setUploading] = useState(false);
  const request = useRequest(async () => blocksOf(await api.units.list()), []);
  const reloadAfterImport = useReloadAfterImport(request.retry);

  return (
    <section aria-label="Units">
      <PageHeader
        title="Units"
        subtitle="Block Floor Units Of The Apartment"
        extra={
          <>
            <Tooltip title="Reload">
              <Button aria-label="Reload" icon={<ReloadOutlined spin={request.loading} />} onClick={request.retry} />
            </Tooltip>
            {request.data?.length ? (
              <ExportMenu
                label="Units"
                fileName="Units"
                run={(format, options) => exportUnits(request.data ?? [], format, options)}
              />
            ) : null}
            {mayImport ? (
              <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
                Upload
              </Button>
            ) : null}
          </>
        }
      />
      {reloadAfterImport.pending ? (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          role="status"
          title={`Imported. The list reloads in ${TIMINGS.unitsReloadAfterImport / 1000} seconds.`}
        />
      ) : null}
      <RequestStatus request={request} loadingLabel="Loading units" errorTitle="The units could not be loaded">
        <UnitsTable blocks={request.data ?? []} loading={request.loading} />
      </RequestStatus>
      {uploading ? (
        <UnitsUploadModal onClose={() => setUploading(false)} onImported={reloadAfterImport.schedule} />
      ) : null}
    </section>
  );
}
