// /condos/{id}/fms-configs (spec part 3 §2.4): the incident form's fields, its report's fields, and the condo's
// graphs. The tab and the search are kept in the URL (?tab=report&query=date).
import { api, describeError, PageHeader, useRequest } from '@condo/shared';
import { Alert, Button, Skeleton, Tabs } from '@condo/shared/antd';
import { FieldsTab } from './FieldsTab';
import { GraphsTab } from './GraphsTab';
import { useFmsUrl } from './useFmsUrl';

export function FmsConfigsScreen() {
  const url = useFmsUrl();
  const formTypes = useRequest(async () => (await api.formTypes.list()).data, []);
  const incident = formTypes.data?.find((form) => form.name === 'incident');
  const report = formTypes.data?.find((form) => form.name === 'report');

  const fieldsTab = (key: 'incident' | 'report', label: string) => {
    const form = key === 'incident' ? incident : report;
    if (formTypes.error) {
      return (
        <Alert
          type="error"
          showIcon
          title="The forms could not be loaded"
          description={describeError(formTypes.error)}
          action={<Button onClick={formTypes.retry}>Retry</Button>}
        />
      );
    }
    if (!form) {
      return (
        <div role="status" aria-busy="true" aria-label={`Loading ${label}`}>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      );
    }
    return (
      <FieldsTab
        form={form}
        incidentForm={incident}
        label={label}
        query={url.query}
        searchText={url.searchText}
        onSearch={url.search}
      />
    );
  };

  return (
    <>
      <PageHeader title="FMS Configuration" />
      <Tabs
        activeKey={url.tab}
        onChange={url.showTab}
        destroyOnHidden
        items={[
          { key: 'incident', label: 'Incident Fields', children: fieldsTab('incident', 'Incident Fields') },
          { key: 'report', label: 'Incident Report', children: fieldsTab('report', 'Incident Report') },
          { key: 'graphs', label: 'Graphs', children: <GraphsTab /> },
        ]}
      />
    </>
  );
}
