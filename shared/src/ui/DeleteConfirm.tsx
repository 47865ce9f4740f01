import { App, Button, type ButtonProps, Modal, type ModalFuncProps, Typography } from '@condo/shared/antd';
import { DeleteOutlined, ExclamationCircleFilled } from '@condo/shared/icons';
import { useCallback } from 'react';

/** Spec part 1, 'Delete confirmation (shared)': the texts are the spec's, typos included. */
export const deleteConfirmTexts = {
  title: 'Confirm Deletion',
  warning: 'Data once deleted cannot be retrived.!!!',
  question: 'Are you sure to delete ?',
  cancel: 'No, Go Back',
  ok: 'Yes, Delete it',
} as const;

export interface ConfirmDeleteOptions {
  /** Runs on 'Yes, Delete it'. While its promise is pending the button spins and the dialog stays open. */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** `App.useApp().modal`, so the dialog carries the console theme; falls back to antd's static Modal. */
  modal?: { confirm: (config: ModalFuncProps) => unknown };
  /**
   * A screen's own wording (spec part 2: 'Delete Mobile Number' / 'Are you sure to delete this number?'): it
   * replaces the shared dialog's words, the shared warning line included; 'Cancel' unless it names its own.
   */
  texts?: { title: string; question: string; ok?: string; cancel?: string };
}

/** Opens the shared delete confirmation dialog. Prefer `useConfirmDelete()` inside components. */
export function confirmDelete({ onConfirm, onCancel, modal = Modal, texts }: ConfirmDeleteOptions): void {
  modal.confirm({
    title: texts?.title ?? deleteConfirmTexts.title,
    icon: <ExclamationCircleFilled style={{ color: '#cf1322' }} />,
    content: (
      <>
        {texts ? null : (
          <Typography.Paragraph type="danger" strong>
            {deleteConfirmTexts.warning}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {texts?.question ?? deleteConfirmTexts.question}
        </Typography.Paragraph>
      </>
    ),
    okText: texts?.ok ?? deleteConfirmTexts.ok,
    cancelText: texts ? (texts.cancel ?? 'Cancel') : deleteConfirmTexts.cancel,
    okButtonProps: { danger: true },
    // Deleting is the dangerous choice: Enter on an opened dialog must mean "go back".
    focusable: { autoFocusButton: 'cancel' },
    onOk: async () => {
      try {
        await onConfirm();
      } catch {
        // The API client has already shown the failure (spec part 1 §8); close the dialog like the original.
      }
    },
    onCancel,
  });
}

/** `confirmDelete` bound to the themed modal of the nearest antd App (ConsoleRoot provides one). */
export function useConfirmDelete(): (options: Omit<ConfirmDeleteOptions, 'modal'>) => void {
  const { modal } = App.useApp();
  return useCallback((options) => confirmDelete({ ...options, modal }), [modal]);
}

export interface DeleteConfirmProps extends Omit<ButtonProps, 'onClick'> {
  onConfirm: () => unknown;
  texts?: ConfirmDeleteOptions['texts'];
}

/** A danger button that asks the shared confirmation before running `onConfirm`. */
export function DeleteConfirm({ onConfirm, texts, children, ...buttonProps }: DeleteConfirmProps) {
  const confirm = useConfirmDelete();
  return (
    <Button
      danger
      icon={<DeleteOutlined />}
      aria-label={children ? undefined : 'Delete'}
      {...buttonProps}
      onClick={(event) => {
        event.stopPropagation(); // a delete button in a clickable row must not also open the row
        confirm({ onConfirm, texts });
      }}
    >
      {children}
    </Button>
  );
}
