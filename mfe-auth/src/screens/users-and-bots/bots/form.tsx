import { api, type Bot, type RoleGroup } from '@condo/shared';
import { App, Button, Divider, Form, Input, Select, Switch, Typography } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, useRecordForm, whileLoading } from '@condo/shared/ui';
import { useState } from 'react';
import { statusOptions } from '../../people';
import type { IssuedToken } from '../BotTokenDialog';
import { botBody, botCreateBody, initialBotValues, newBotToken } from './formValues';

export interface BotFormModalProps extends RecordFormProps<Bot> {
  /** The bot role groups (`GET /api/v1/role_groups?type=BotRoleGroup`). */
  roleGroups: { data?: RoleGroup[]; loading: boolean };
  /** A token the server made (on add, or a rotation): shown once by the caller, after this dialog closes. */
  onTokenIssued: (issued: IssuedToken) => void;
}

export const ROTATE_QUESTION = 'Rotate the token of this bot?';
export const ROTATE_WARNING =
  'The current token stops working at once: the devices using this bot are cut off until they are given the new token.';

/**
 * Add or edit a bot (spec part 2 §2, §5): Name required, a bot role, status and read only; bots get no welcome
 * mail. Adding shows the new token once; an existing bot's token can be rotated (after a confirmation).
 */
export function BotFormModal({ record, onClose, onSaved, roleGroups, onTokenIssued }: BotFormModalProps) {
  const { modal, save } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Bot',
    toValues: initialBotValues,
    resource: api.bots,
    toBody: botBody,
    create: async (values, options) => {
      const sent = newBotToken();
      const created = await api.bots.create(botCreateBody(values, sent), options);
      // api/ echoes the token it stored; a backend that answers without it stored the one sent.
      onTokenIssued({ botName: created.data?.name ?? botBody(values).name, token: created.data?.auth_token ?? sent });
    },
    history: 'bots',
  });
  const roleOptions = (roleGroups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  if (record?.role_group && !roleOptions.some((option) => option.value === record.role_group.id)) {
    roleOptions.push({ value: record.role_group.id, label: record.role_group.name });
  }

  return (
    <RecordFormModal
      {...modal}
      name="bot-form"
      width={560}
      footer={
        record ? (
          <RotateToken
            bot={record}
            disabled={save.saving}
            onRotated={onTokenIssued}
            onDone={onSaved}
            onClose={onClose}
          />
        ) : null
      }
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Please enter Name' }, { max: 255 }]}
      >
        <Input autoFocus={!record} />
      </Form.Item>
      <Form.Item name="role_group_id" label="Role" rules={[{ required: true, message: 'Please select Role' }]}>
        <Select
          options={roleOptions}
          loading={roleGroups.loading}
          notFoundContent={whileLoading(roleGroups.loading, 'bot roles')}
          placeholder="Select a bot role"
        />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={statusOptions} />
      </Form.Item>
      <Form.Item
        name="read_only"
        label="Read Only"
        valuePropName="checked"
        extra="Keeps only the read actions of the role."
      >
        <Switch />
      </Form.Item>
      {record ? null : (
        <Typography.Paragraph type="secondary">
          A token is made for the bot when you save; it is shown once, to copy into the device.
        </Typography.Paragraph>
      )}
    </RecordFormModal>
  );
}

interface RotateTokenProps {
  bot: Bot;
  disabled: boolean;
  onRotated: (issued: IssuedToken) => void;
  onDone: () => void;
  onClose: () => void;
}

/** Issues a new token (`POST /api/v1/bots/{id}/rotate_token`) after a confirmation; the old one dies with it. */
function RotateToken({ bot, disabled, onRotated, onDone, onClose }: RotateTokenProps) {
  const { modal } = App.useApp();
  const [rotating, setRotating] = useState(false);
  const rotate = () =>
    modal.confirm({
      title: ROTATE_QUESTION,
      content: ROTATE_WARNING,
      okText: 'Rotate token',
      cancelText: 'Cancel',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        setRotating(true);
        try {
          const answer = await api.bots.rotateToken(bot.id, { notifySuccess: true });
          const token = answer.data?.auth_token;
          if (token) onRotated({ botName: answer.data.name ?? bot.name, token });
          onDone();
          onClose();
        } catch {
          // The API client has shown the failure (spec part 1 §8); the old token still works.
        } finally {
          setRotating(false);
        }
      },
    });
  return (
    <>
      <Divider titlePlacement="start" plain>
        Token
      </Divider>
      <Typography.Paragraph type="secondary">
        A bot's token is shown only when it is made. Rotate it to issue a new one; the devices using this bot must then
        be given the new token.
      </Typography.Paragraph>
      <Button danger onClick={rotate} loading={rotating} disabled={disabled}>
        Rotate token
      </Button>
    </>
  );
}
