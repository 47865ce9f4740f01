// The one door to antd. Module Federation shares this module as a singleton, so the page holds exactly one
// antd (one cssinjs cache, one ConfigProvider context) and pays only for the components listed here.
// Everything else imports from '@condo/shared/antd'; a component missing here needs a kit release and a host
// deploy first (DESIGN.md, toolchain facts). The first screen's components live in antd-core.ts (re-exported here).

export type {
  CardProps,
  DatePickerProps,
  DescriptionsProps,
  DrawerProps,
  DropdownProps,
  MenuProps,
  ModalFuncProps,
  ModalProps,
  SelectProps,
  TableColumnsType,
  TableColumnType,
  TablePaginationConfig,
  TableProps,
  TabsProps,
  TagProps,
  UploadFile,
  UploadProps,
} from 'antd';

import { App } from 'antd';
import { announceFullKitApp } from './antd-core';

// Alert, Input (with Input.OTP, Search, Password, TextArea, Group) and Typography are antd's own here. antd-core has
// LazyAlert, the field alone and LightTypography; this explicit `Input` takes the place of antd-core's.
export {
  Alert,
  App,
  Avatar,
  Badge,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Image,
  Input,
  InputNumber,
  Menu,
  Modal,
  message,
  notification,
  Pagination,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
export * from './antd-core';

// antd's App (message, notification, modal) is here, not in antd-core: the ConsoleApp of every root mounts it now.
announceFullKitApp(App);
