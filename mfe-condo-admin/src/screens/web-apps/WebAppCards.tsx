import { api, describeError, useRequest, type WebApp } from '@condo/shared';
import { Alert, Button, Card, Empty, Skeleton, Typography } from '@condo/shared/antd';
import { StatusTag, statusColor, VisuallyHidden } from '@condo/shared/ui';
import type { KeyboardEvent } from 'react';

export interface WebAppCardsProps {
  /** Opens the edit form; absent without the update permission (the cards only show). */
  onEdit?: (app: WebApp) => void;
  /** Bumped to fetch again (a save). */
  version: number;
}

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 16,
} as const;

/**
 * Spec part 2, Web apps: a card per web app, its border coloured by status; the status is written on the card
 * too, for whoever does not see the colour. A card opens the edit form on click or Enter.
 */
export function WebAppCards({ onEdit, version }: WebAppCardsProps) {
  const { data, loading, error, retry } = useRequest(
    async () => (await api.webApps.list({ page: 1, perPage: 10 }, { silent: true })).data,
    [version],
  );
  if (loading && !data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading web apps" style={gridStyle}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Card key={key}>
            <Skeleton active paragraph={{ rows: 1 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The web apps could not be loaded"
        description={describeError(error)}
        action={<Button onClick={retry}>Retry</Button>}
      />
    );
  }
  if (!data?.length) return <Empty description="No web apps" />;
  return (
    <ul aria-label="Web apps" style={{ ...gridStyle, listStyle: 'none', padding: 0, margin: 0 }}>
      {data.map((app) => (
        <li key={app.id}>
          <WebAppCard app={app} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}

function WebAppCard({ app, onEdit }: { app: WebApp; onEdit?: (app: WebApp) => void }) {
  const open = onEdit ? () => onEdit(app) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  return (
    <Card
      hoverable={Boolean(open)}
      onClick={open}
      onKeyDown={onKeyDown}
      role={open ? 'button' : undefined}
      tabIndex={open ? 0 : undefined}
      style={{ borderWidth: 2, borderColor: statusColor(app.status), height: '100%' }}
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {open ? <VisuallyHidden>Edit </VisuallyHidden> : null}
        {app.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {app.alias_name}
      </Typography.Paragraph>
      <StatusTag value={app.status} />
    </Card>
  );
}
