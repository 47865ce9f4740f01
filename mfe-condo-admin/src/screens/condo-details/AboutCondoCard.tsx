import type { Condo } from '@condo/shared';
import {
  Avatar,
  Card,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Image,
  Space,
  Tag,
  Typography,
} from '@condo/shared/antd';
import { EnvironmentOutlined } from '@condo/shared/icons';
import { StatusDot, StatusTag } from '@condo/shared/ui';
import type { ReactNode } from 'react';
import { type AllowLogin, AllowLoginSelect } from './AllowLoginSelect';
import { safeHref } from './links';

const dash = '-';

function ExternalLink({ address, children }: { address: string | undefined; children?: ReactNode }) {
  const href = safeHref(address);
  if (!href) return <>{address || dash}</>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {children ?? address}
    </Typography.Link>
  );
}

/** Spec part 2 §4: a condo whose set-up is not completed shows Pending, whatever its status. */
function CondoStatus({ condo }: { condo: Condo }) {
  if (!condo.completed) return <StatusTag value="pending" label="Pending" />;
  return <StatusTag value={condo.status} />;
}

export interface AllowLoginControl {
  value: AllowLogin;
  onChange: (value: AllowLogin) => void;
  disabled: boolean;
}

function aboutItems(condo: Condo, allowLogin: AllowLoginControl): DescriptionsProps['items'] {
  return [
    { key: 'name', label: 'Name', children: condo.name },
    { key: 'alias_name', label: 'Alias Name', children: condo.alias_name },
    { key: 'status', label: 'Status', children: <CondoStatus condo={condo} /> },
    {
      key: 'email',
      label: 'Email',
      children: condo.email ? <Typography.Link href={`mailto:${condo.email}`}>{condo.email}</Typography.Link> : dash,
    },
    { key: 'guard_house', label: 'Guard House', children: condo.guard_house || dash },
    {
      key: 'default_country_code',
      label: 'Default Country Code',
      children: condo.default_country_code ? `+${condo.default_country_code}` : dash,
    },
    {
      key: 'web_apps',
      label: 'Web Apps',
      span: 'filled',
      children: condo.web_apps?.length ? (
        <Space size={[4, 4]} wrap>
          {condo.web_apps.map((app) => (
            <Tag key={app}>{app}</Tag>
          ))}
        </Space>
      ) : (
        dash
      ),
    },
    { key: 'web_ui', label: 'Web UI', children: <ExternalLink address={condo.url_host?.web_ui} /> },
    { key: 'service_ui', label: 'Service UI', children: <ExternalLink address={condo.url_host?.service_ui} /> },
    { key: 'contractor', label: 'Contractor', children: <StatusDot value={condo.contractor} /> },
    { key: 'guest', label: 'Guest', children: <StatusDot value={condo.guest} /> },
    { key: 'delivery', label: 'Delivery', children: <StatusDot value={condo.delivery} /> },
    { key: 'invite', label: 'Invite', children: <StatusDot value={condo.invite} /> },
    { key: 'allow_login', label: 'Allow Login', children: <AllowLoginSelect {...allowLogin} /> },
  ];
}

/** Spec part 2, Condo details: the read-only About Condo card. */
export function AboutCondoCard({ condo, allowLogin }: { condo: Condo; allowLogin: AllowLoginControl }) {
  const directions = safeHref(condo.location);
  return (
    <Card
      title="About Condo"
      extra={
        directions ? (
          <Typography.Link href={directions} target="_blank" rel="noopener noreferrer">
            <EnvironmentOutlined /> Get Direction
          </Typography.Link>
        ) : null
      }
    >
      <Flex gap="large" align="flex-start" wrap>
        {condo.logo_url ? (
          <Image
            src={condo.logo_url}
            alt={`${condo.name} logo`}
            width={96}
            height={96}
            preview={false}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <span role="img" aria-label={`${condo.name} logo`}>
            <Avatar shape="square" size={96}>
              {condo.name.charAt(0).toUpperCase()}
            </Avatar>
          </span>
        )}
        <Descriptions
          style={{ flex: 1, minWidth: 280 }}
          column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 3 }}
          size="small"
          items={aboutItems(condo, allowLogin)}
        />
      </Flex>
    </Card>
  );
}
