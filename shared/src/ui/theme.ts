import { type MappingAlgorithm, type ThemeConfig, theme } from '@condo/shared/antd-core';
import type { ColorScheme } from './colorScheme';

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * The console's light theme. Every single-spa area is its own React root and antd's ConfigProvider does not cross
 * roots, so each root applies its scheme's theme through ConsoleRoot; a test may pass one through its `theme` prop.
 */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorInfo: '#1f5fbf',
    colorSuccess: '#389e0d',
    colorWarning: '#d48806',
    colorError: '#cf1322',
    colorLink: '#1f5fbf',
    // antd's derived hover (#417dcc) leaves white button text at 4.2:1; this keeps 5.3:1.
    colorPrimaryHover: '#2b69c8',
    // antd's tertiary/description grey (#8c8c8c, #87888a on the page background) fails WCAG AA contrast:
    // secondary text, table sorter hints and descriptions use this darker grey everywhere (≥ 5:1 on #f5f7fa).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // The page behind the screens (host/public/index.html draws the same before the console starts).
    colorBgLayout: '#f5f7fa',
    // A loading button keeps its text (antd fades it to 0.65, leaving 2.8:1); the spinner says it is busy.
    opacityLoading: 1,
    borderRadius: 6,
    fontSize: 14,
    fontFamily,
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa' },
    Table: { headerBg: '#f0f3f8' },
  },
};

// The dark theme's surfaces: the page, cards/tables/header, and what floats (menus, dialogs).
const darkPage = '#0e1116';
const darkSurface = '#161b22';
const darkElevated = '#1f2530';
// Blue as a background (primary buttons, selected dates, switches) carries white text: 5.5:1.
const darkPrimary = '#2a66c8';
// Blue as text (links, the selected menu item, the active tab and page): 7.6:1 on a surface, 8.3:1 on the page.
const darkPrimaryText = '#78aefc';

const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * antd's coloured tags (`<Tag color="purple">`: roles, user types) write their text in shade 7 of the colour's dark
 * palette, on shade 1: purple at 3.4:1, geekblue at 4.2:1. Shade 8 gives every preset colour ≥ 5.6:1. Shade 7 serves
 * nothing else (antd's preset-colour text of tags, badges and tooltips only).
 */
const presetTextOneShadeLighter: MappingAlgorithm = (seed, map = theme.darkAlgorithm(seed)) => {
  const shades = map as unknown as Record<string, string>;
  const lifted: Record<string, string> = {};
  for (const colour of PRESET_COLOURS) lifted[`${colour}7`] = shades[`${colour}8`] as string;
  return { ...map, ...lifted };
};

/**
 * The dark theme: antd's dark algorithm on the light theme's seeds, with every pair of colours that carries text
 * chosen for WCAG AA (≥ 4.5:1; theme.test.ts measures them). antd's dark derivation alone fails in four places: its
 * greys (tertiary text, descriptions and placeholders at 0.45 and 0.25 white: 4.5:1 and 2.3:1), its blue, which mixes
 * towards the background and then serves as text as well (links at 2.4:1), its red (form errors at 4.1:1) and its
 * coloured tags (above). Blue and red are therefore split by role: a darker shade behind white text, a lighter one as
 * text.
 */
export const darkConsoleTheme: ThemeConfig = {
  algorithm: [theme.darkAlgorithm, presetTextOneShadeLighter],
  token: {
    ...consoleTheme.token,
    colorBgBase: darkPage,
    colorBgLayout: darkPage,
    colorBgContainer: darkSurface,
    colorBgElevated: darkElevated,
    colorPrimary: darkPrimary,
    colorPrimaryHover: '#3573d6',
    colorPrimaryActive: '#2259b0',
    colorInfo: darkPrimary,
    colorPrimaryText: darkPrimaryText,
    colorPrimaryTextHover: '#9cc3ff',
    colorPrimaryTextActive: '#5c9bf0',
    colorInfoText: darkPrimaryText,
    colorLink: darkPrimaryText,
    colorLinkHover: '#9cc3ff',
    colorLinkActive: '#5c9bf0',
    colorSuccess: '#49aa19',
    colorWarning: '#d89614',
    // Form errors and the danger buttons' outline are text-sized: a light red (6.8:1); a filled danger button takes
    // dark text on it (Button.dangerColor below) rather than white (2.6:1).
    colorError: '#ff7875',
    colorErrorText: '#ff7875',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  },
  components: {
    Layout: { headerBg: darkSurface, bodyBg: darkPage, siderBg: darkSurface, lightSiderBg: darkSurface },
    Table: { headerBg: '#1c222b' },
    Button: { dangerColor: darkPage },
    Menu: {
      itemSelectedColor: darkPrimaryText,
      subMenuItemSelectedColor: darkPrimaryText,
      horizontalItemSelectedColor: darkPrimaryText,
      horizontalItemHoverColor: darkPrimaryText,
    },
    Tabs: { itemSelectedColor: darkPrimaryText, itemActiveColor: darkPrimaryText, itemHoverColor: '#9cc3ff' },
    Pagination: { itemActiveColor: darkPrimaryText },
  },
};

export const consoleThemes: Readonly<Record<ColorScheme, ThemeConfig>> = {
  light: consoleTheme,
  dark: darkConsoleTheme,
};
