import { Flex, LightTypography as Typography } from '@condo/shared/antd-core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions at the right: search box, Add button, … */
  extra?: ReactNode;
}

/** The title row of every screen. The title is the page's one h1, so screen readers can jump to it. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {extra ? (
        <Flex gap="small" align="center" wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
