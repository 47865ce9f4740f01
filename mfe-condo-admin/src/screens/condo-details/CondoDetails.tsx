import { describeError, getCondoDetails, PageHeader } from '@condo/shared';
import { Button, Card, Result, Skeleton, Space } from '@condo/shared/antd';
import { useNavigate } from 'react-router-dom';
import { AboutCondoCard } from './AboutCondoCard';
import { useCondo, useCondoAlias } from './useCondo';

/** Spec part 2, Condo details (`/condos/{alias_name}/details`): the read-only About Condo card. */
export function CondoDetails() {
  const alias = useCondoAlias();
  const { data, loading, error, retry } = useCondo(alias);
  const navigate = useNavigate();
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
      <AboutCondoCard condo={condo} />
    </section>
  );
}
