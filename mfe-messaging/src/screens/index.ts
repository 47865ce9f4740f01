// The screens of the messaging area, by the screen id the host's route table names.
import { NotificationsScreen } from './notifications';
import { OutboxScreen } from './outbox';
import { SendSmsScreen } from './send-sms';
import { SuppressionScreen } from './suppression';
import { UserReportsScreen } from './user-reports';

export const screens = {
  notifications: NotificationsScreen,
  userReports: UserReportsScreen,
  outbox: OutboxScreen,
  sendSms: SendSmsScreen,
  suppression: SuppressionScreen,
};
