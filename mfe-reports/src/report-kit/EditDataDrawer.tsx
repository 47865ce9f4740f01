import { Alert, Button, Drawer, Flex, Input } from '@condo/shared/antd';
import { useEffect, useId, useState } from 'react';

/** Spec part 3 §9: drawer width 550. */
const DRAWER_WIDTH = 550;

export interface EditDataDrawerProps {
  open: boolean;
  data: unknown;
  onApply: (data: unknown) => void;
  onClose: () => void;
}

/**
 * Spec part 3 §2.1 Edit: the report's data as editable JSON (titled "Device Details", as the spec has it).
 * Apply draws the report again from it; text that is not JSON says where and keeps what was typed.
 */
export function EditDataDrawer({ open, data, onApply, onClose }: EditDataDrawerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  useEffect(() => {
    if (open) {
      setText(JSON.stringify(data ?? null, null, 2));
      setProblem(null);
    }
  }, [open, data]);

  const apply = () => {
    try {
      onApply(JSON.parse(text));
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Drawer
      title="Device Details"
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={apply}>
          Apply
        </Button>
      }
    >
      <Flex vertical gap="small">
        <label id={labelId} htmlFor={`${labelId}-json`}>
          Report data (JSON)
        </label>
        <Input.TextArea
          id={`${labelId}-json`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 20 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace', fontSize: 12 }}
        />
        {problem ? <Alert type="error" showIcon title="This is not valid JSON" description={problem} /> : null}
      </Flex>
    </Drawer>
  );
}
