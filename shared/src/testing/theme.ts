import { consoleTheme } from '../ui/theme';

// Without runtime styles: jsdom recomputes every antd <style> tag on each visibility check, ten times slower.
export const testTheme = { ...consoleTheme, zeroRuntime: true };
