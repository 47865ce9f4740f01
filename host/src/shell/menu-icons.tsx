import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BuildOutlined,
  CalendarOutlined,
  CameraOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@condo/shared/icons';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType> = {
  alert: AlertOutlined,
  appstore: AppstoreOutlined,
  chart: BarChartOutlined,
  bell: BellOutlined,
  building: BuildOutlined,
  calendar: CalendarOutlined,
  camera: CameraOutlined,
  clock: ClockCircleOutlined,
  dashboard: DashboardOutlined,
  desktop: DesktopOutlined,
  file: FileTextOutlined,
  form: FormOutlined,
  home: HomeOutlined,
  info: InfoCircleOutlined,
  mail: MailOutlined,
  message: MessageOutlined,
  phone: PhoneOutlined,
  setting: SettingOutlined,
  stop: StopOutlined,
  team: TeamOutlined,
  usergroup: UsergroupAddOutlined,
  user: UserOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  return <Icon />;
}
