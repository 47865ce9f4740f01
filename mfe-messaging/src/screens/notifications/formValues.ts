import {
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationGroup,
  type NotificationInput,
} from '@condo/shared';

export interface NotificationFormValues {
  name?: string;
  status?: NotificationInput['status'];
  notification_type?: NotificationInput['notification_type'];
  sms_user_ids?: number[];
  whatsapp_user_ids?: number[];
  mail_user_ids?: number[];
}

/** Spec part 1 §5: status and type default to the first value of each; an edited group brings its own. */
export function initialNotificationValues(group?: NotificationGroup): NotificationFormValues {
  if (!group) {
    return {
      status: NOTIFICATION_STATUSES[0],
      notification_type: NOTIFICATION_TYPES[0],
      sms_user_ids: [],
      whatsapp_user_ids: [],
      mail_user_ids: [],
    };
  }
  return {
    name: group.name,
    status: group.status,
    notification_type: group.notification_type,
    sms_user_ids: group.sms_user_ids,
    whatsapp_user_ids: group.whatsapp_user_ids,
    mail_user_ids: group.mail_user_ids,
  };
}

export function notificationBody(values: NotificationFormValues): NotificationInput {
  return {
    name: (values.name ?? '').trim(),
    status: values.status ?? NOTIFICATION_STATUSES[0],
    notification_type: values.notification_type ?? NOTIFICATION_TYPES[0],
    sms_user_ids: values.sms_user_ids ?? [],
    whatsapp_user_ids: values.whatsapp_user_ids ?? [],
    mail_user_ids: values.mail_user_ids ?? [],
  };
}
