import type { ThemeConfig } from '@condo/shared/antd-core';

/**
 * The console's one theme. Every single-spa area is its own React root and antd's ConfigProvider does not cross
 * roots, so each root applies this through ConsoleRoot; the host may pass an override through custom props.
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
    // A loading button keeps its text (antd fades it to 0.65, leaving 2.8:1); the spinner says it is busy.
    opacityLoading: 1,
    borderRadius: 6,
    fontSize: 14,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa' },
    Table: { headerBg: '#f0f3f8' },
  },
};
