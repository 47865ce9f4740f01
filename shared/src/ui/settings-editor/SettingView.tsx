import { Tooltip } from '@condo/shared/antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@condo/shared/icons';
import { truncate } from '../../format/format';
import { displayText, isEmptyValue } from './values';

/** A setting's value in view mode: a pass/fail mark for booleans, '-' when empty, long text cut with a tooltip. */
export function SettingView({ value }: { value: unknown }) {
  if (typeof value === 'boolean') {
    return value ? (
      <CheckCircleOutlined role="img" aria-label="Yes" style={{ color: '#52c41a' }} />
    ) : (
      <CloseCircleOutlined role="img" aria-label="No" style={{ color: '#f5222d' }} />
    );
  }
  if (isEmptyValue(value)) return <span title="Empty">-</span>;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return (
      <dl style={{ margin: 0 }}>
        {Object.entries(value).map(([key, inner]) => (
          <div key={key} style={{ display: 'flex', gap: 8 }}>
            <dt style={{ fontWeight: 500 }}>{key}:</dt>
            <dd style={{ margin: 0 }}>
              <SettingView value={inner} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const { text, limit } = displayText(value);
  if (text.length <= limit) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span>{truncate(text, limit)}</span>
    </Tooltip>
  );
}
