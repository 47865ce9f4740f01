import { Button, Flex } from '@condo/shared/antd';

export interface DrawerFooterProps {
  onCancel: () => void;
  onSubmit: () => void;
  /** The submit button spins while the save is on its way. */
  submitting?: boolean;
  /** "Save" unless the screen's spec says otherwise ("Submit"). */
  submitLabel?: string;
  submitDisabled?: boolean;
}

/** The footer of a side panel holding a form: Cancel, then the primary submit, at the right. */
export function DrawerFooter({
  onCancel,
  onSubmit,
  submitting,
  submitLabel = 'Save',
  submitDisabled,
}: DrawerFooterProps) {
  return (
    <Flex justify="end" gap="small">
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="primary" disabled={submitDisabled} loading={submitting} onClick={onSubmit}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
