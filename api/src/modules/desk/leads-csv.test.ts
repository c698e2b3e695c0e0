import { csvCell } from '../../csv/csv-table';

/** One CSV cell as every spreadsheet reads it, whichever separator its locale uses. */
describe('csvCell', () => {
  it('defuses a formula at the start of a cell', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain text')).toBe('plain text');
  });

  it.each([
    ['x;=1+1;y', `"x;'=1+1;y"`],
    ['x,=1+1,y', `"x,'=1+1,y"`],
    ['x\t=1+1\ty', `"x\t'=1+1\ty"`],
    ['x; +cmd|calc', `"x; '+cmd|calc"`],
    ['a\n-2+3', `"a\n'-2+3"`],
    ['x;@A1', `"x;'@A1"`],
  ])('defuses a formula after an in-cell separator: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes a cell holding any separator, so no program splits it', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
  });
});
