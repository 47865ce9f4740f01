import { type AvailableWebApp, api } from '@condo/shared';
import { Button } from '@condo/shared/antd';
import { PlusOutlined } from '@condo/shared/icons';
import { useEffect, useState } from 'react';
import { CreateCondoWizard } from './CreateCondoWizard';

/**
 * Add on the Condos list. Only a super admin may create condos; the server says who that is by answering the web
 * list the wizard needs (`GET /admin/webapps/available`), so the button shows only when that call succeeded.
 */
export function CreateCondoButton({ onCreated }: { onCreated: () => void }) {
  const [webApps, setWebApps] = useState<readonly AvailableWebApp[] | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.condos
      .availableWebApps({ silent: true, keepSession: true, signal: controller.signal })
      .then((response) => setWebApps(response.data))
      .catch(() => setWebApps(null));
    return () => controller.abort();
  }, []);

  if (!webApps) return null;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Add
      </Button>
      {open ? <CreateCondoWizard webApps={webApps} onClose={() => setOpen(false)} onCreated={onCreated} /> : null}
    </>
  );
}
