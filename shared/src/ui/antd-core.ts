// The part of the antd door the first screen needs: the login form and the shell's frame. It is shared as its own
// singleton so a cold login downloads these components only; '@condo/shared/antd' re-exports them with the rest,
// and both doors resolve to the same antd modules of one build, so the page still holds one antd.

export type {
  AlertProps,
  ButtonProps,
  FormInstance,
  FormItemProps,
  FormProps,
  FormRule,
  GetProps,
  GlobalToken,
  InputProps,
  InputRef,
  MappingAlgorithm,
  ThemeConfig,
} from 'antd';
export {
  Button,
  ConfigProvider,
  Flex,
  Form,
  Layout,
  theme,
} from 'antd';
// antd's App context and the App element's style without antd's App: ConsoleApp (ConsoleApp.tsx) provides the context
// and mounts antd's App, with the message, notification and modal code, once the full kit is in the page.
export { default as AppContext } from 'antd/es/app/context';
export { default as useAppStyle } from 'antd/es/app/style';
// antd's Input without its statics (Input.OTP, Search, Password, TextArea, Group): the login form needs the field
// alone. '@condo/shared/antd' exports antd's whole Input (the same module, with the statics) under the same name.
export { default as Input } from 'antd/es/input/Input';
// The English locale: ConsoleRoot passes it to ConfigProvider, DateRangePicker derives its button texts from it.
// The ES build: the CommonJS 'antd/locale/en_US' carries its own copies of the locale's parts and CommonJS helpers.
export { default as enUS } from 'antd/es/locale/en_US';
export { type AppApis, announceFullKitApp, fullKitApp, type KitApp, subscribeFullKitApp } from './full-kit';
// antd's Alert, loaded with the first problem to show (LazyAlert.tsx); '@condo/shared/antd' exports antd's Alert.
export { LazyAlert, preloadAlert } from './LazyAlert';
// The login and the shell's frame draw headings and lines of text with LightTypography (antd's Typography without
// its editing, copy and ellipsis code); antd's Typography is in '@condo/shared/antd'.
export { LightTypography } from './LightTypography';
