import AntTypography from 'antd/es/typography/Typography';
import type { CSSProperties, ReactNode } from 'react';

// antd's Typography.Title/Text/Paragraph go through its `Base`, which brings the editing (TextArea), copy and
// ellipsis code to every screen that shows a line of text. These draw the same elements with the same classes and
// antd's typography style (the `Typography` wrapper alone), for the first screen and the shell's frame. Screens that
// need editing, copying or ellipsis use antd's Typography from '@condo/shared/antd'.

interface LightTextProps {
  children?: ReactNode;
  /** antd's text types (colour); the same class antd's Typography sets. */
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  /** Wraps the content in <strong>, as antd's `strong` does. */
  strong?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

function LightBlock({
  component,
  children,
  type,
  strong,
  className,
  ...rest
}: LightTextProps & { component: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'div' | 'span' }) {
  return (
    <AntTypography
      component={component}
      className={[type ? `ant-typography-${type}` : '', className ?? ''].filter(Boolean).join(' ') || undefined}
      {...rest}
    >
      {strong ? <strong>{children}</strong> : children}
    </AntTypography>
  );
}

export const LightTypography = {
  /** An <h1>…<h5> (`level`, 1 by default), as antd's Typography.Title. */
  Title: ({ level = 1, ...props }: LightTextProps & { level?: 1 | 2 | 3 | 4 | 5 }) => (
    <LightBlock component={`h${level}`} {...props} />
  ),
  /** A <span>, as antd's Typography.Text. */
  Text: (props: LightTextProps) => <LightBlock component="span" {...props} />,
  /** A <div>, as antd's Typography.Paragraph. */
  Paragraph: (props: LightTextProps) => <LightBlock component="div" {...props} />,
};
