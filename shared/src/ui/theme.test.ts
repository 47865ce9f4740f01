import type { GlobalToken, ThemeConfig } from './antd-core';
import { theme } from './antd-core';
import { consoleTheme, darkConsoleTheme } from './theme';

// WCAG 2.1 contrast of a colour (alpha allowed) drawn over an opaque one.
type Rgb = [number, number, number];
function parse(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)).concat(1) as [
      number,
      number,
      number,
      number,
    ];
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1]?.split(',').map(Number.parseFloat);
  if (!parts) throw new Error(`not a colour: ${colour}`);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}
const over = (colour: string, below: Rgb): Rgb => {
  const [r, g, b, a] = parse(colour);
  return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)];
};
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** `text` on `background`, itself drawn over `page` when it is translucent. */
function contrast(text: string, background: string, page = '#ffffff') {
  const ground = over(background, over(page, [255, 255, 255]));
  const [lighter, darker] = [luminance(over(text, ground)), luminance(ground)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What carries text in the console, as [what, text colour, background colour]. */
function textPairs(config: ThemeConfig): [string, string, string][] {
  const token: GlobalToken = theme.getDesignToken(config);
  const components = config.components ?? {};
  const pairs: [string, string, string][] = [];
  const surfaces = {
    page: token.colorBgLayout,
    surface: token.colorBgContainer,
    'menus and dialogs': token.colorBgElevated,
    'layout header': components.Layout?.headerBg ?? token.colorBgContainer,
    'table header': components.Table?.headerBg ?? token.colorFillAlter,
  };
  for (const [where, background] of Object.entries(surfaces)) {
    for (const text of ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription'] as const) {
      pairs.push([`${text} on the ${where}`, token[text], background]);
    }
    pairs.push([`colorLink on the ${where}`, token.colorLink, background]);
    pairs.push([`colorError on the ${where}`, token.colorError, background]);
  }
  pairs.push(['a placeholder in a field', token.colorTextPlaceholder, token.colorBgContainer]);
  pairs.push(['a primary button', components.Button?.primaryColor ?? token.colorTextLightSolid, token.colorPrimary]);
  pairs.push(['a danger button', components.Button?.dangerColor ?? token.colorTextLightSolid, token.colorError]);
  pairs.push(['a status tag', token.colorText, token.colorFillQuaternary]);
  pairs.push([
    'the selected menu item',
    components.Menu?.itemSelectedColor ?? token.colorPrimary,
    token.controlItemBgActive,
  ]);
  pairs.push(['the active tab', components.Tabs?.itemSelectedColor ?? token.colorPrimary, token.colorBgContainer]);
  pairs.push([
    'the current page',
    components.Pagination?.itemActiveColor ?? token.colorPrimary,
    token.colorBgContainer,
  ]);
  return pairs;
}

describe.each([
  ['light', consoleTheme],
  ['dark', darkConsoleTheme],
])('the %s theme', (_name, config) => {
  const page = theme.getDesignToken(config).colorBgLayout;
  it.each(textPairs(config))('%s meets WCAG AA (4.5:1)', (_what, text, background) => {
    expect(contrast(text, background, page)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the dark theme’s coloured tags', () => {
  const token = theme.getDesignToken(darkConsoleTheme) as unknown as Record<string, string>;
  it.each(['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'volcano', 'geekblue', 'lime', 'gold'])(
    '%s meets WCAG AA',
    (colour) => {
      const text = token[`${colour}7`] as string;
      const tint = token[`${colour}1`] as string;
      expect(contrast(text, tint, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

it('the dark theme is dark and the light one light', () => {
  expect(theme.getDesignToken(darkConsoleTheme).colorBgContainer).toBe('#161b22');
  expect(theme.getDesignToken(consoleTheme).colorBgContainer).toBe('#ffffff');
});
