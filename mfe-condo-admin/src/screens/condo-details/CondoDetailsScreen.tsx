import { api, can, describeError, getCondoDetails, PageHeader, useStoredRoles } from '@condo/shared';
import { Button, Card, Result, Skeleton, Space } from '@condo/shared/antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AboutCondoCard } from './AboutCondoCard';
import { type AllowLogin, allowLoginOf } from './AllowLoginSelect';
import { PublishBanner } from './PublishBanner';
import { useCondo, useCondoAlias } from './useCondo';

/**
 * The allow-login change waiting to be published: the banner shows while it differs from the condo's value;
 * Publish sends it (`POST /api/v1/residents/update_allow_login`) and reads the condo again.
 */
function useAllowLoginDraft(saved: AllowLogin | undefined, reload: () => void) {
  const [draft, setDraft] = useState<AllowLogin | null>(null);
  const [publishing, setPublishing] = useState(false);
  const pending = draft !== null && draft !== saved;
  const publish = async () => {
    if (!pending) return;
    setPublishing(true);
    try {
      await api.condos.updateAllowLogin(draft === 'active', { notifySuccess: true });
      setDraft(null);
      reload();
    } catch {
      // The API client showed the server's message; the change stays to publish again or discard.
    } finally {
      setPublishing(false);
    }
  };
  return {
    value: pending ? draft : (saved ?? 'active'),
    pending,
    publishing,
    change: setDraft,
    discard: () => setDraft(null),
    publish,
  };
}

/**
 * Publish needs `api/v1/condos` `update_allow_login`, an action of api/'s role maps. The spec's maps name actions
 * after the call (`units import`, `outboxes send_sms`), so for `POST /api/v1/residents/update_allow_login` a map of
 * the spec holds `api/v1/residents` `update_allow_login`: either one lets the user publish.
 */
export function mayPublish(roles: Parameters<typeof can>[0]): boolean {
  return (
    can(roles, { 'api/v1/condos': ['update_allow_login'] }) ||
    can(roles, { 'api/v1/residents': ['update_allow_login'] })
  );
}

/** Spec part 2, Condo details (`/condos/{alias_name}/details`): the read-only About Condo card. */
export function CondoDetailsScreen() {
  const alias = useCondoAlias();
  const { data, loading, error, retry } = useCondo(alias);
  const navigate = useNavigate();
  const roles = useStoredRoles(alias ?? '');
  const allowLogin = useAllowLoginDraft(data ? allowLoginOf(data.allow_login) : undefined, retry);
  // The host keeps the details of the condo being entered; draw them at once while the fresh copy loads.
  const condo = data ?? (loading && alias ? getCondoDetails(alias) : null);

  if (loading && !condo) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading condo details">
        <Skeleton.Input active style={{ width: 240, marginBottom: 16 }} />
        <Card>
          <Skeleton avatar={{ shape: 'square', size: 96 }} active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }

  if (error || !condo) {
    return (
      <Result
        status="error"
        title="The condo could not be loaded"
        subTitle={describeError(error)}
        extra={
          <Space>
            <Button type="primary" onClick={retry}>
              Retry
            </Button>
            <Button onClick={() => navigate('/condos')}>Back to Condos</Button>
          </Space>
        }
      />
    );
  }

  return (
    <section aria-label="Condo details">
      <PageHeader title={condo.name} subtitle={condo.alias_name} />
      {allowLogin.pending ? (
        <PublishBanner
          publishing={allowLogin.publishing}
          onDiscard={allowLogin.discard}
          onPublish={allowLogin.publish}
        />
      ) : null}
      <AboutCondoCard
        condo={condo}
        allowLogin={{
          value: allowLogin.value,
          onChange: allowLogin.change,
          disabled: !data || allowLogin.publishing || !mayPublish(roles),
        }}
      />
    </section>
  );
}
