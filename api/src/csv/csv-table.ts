/** A column of an exported table: its title and how a row fills it (null: empty cell). */
export type CsvColumn<T> = readonly [title: string, value: (row: T) => string | null];

/** Rows as a CSV file (RFC 4180: CRLF lines, quoted where needed), safe to open in a spreadsheet. */
export function toCsvTable<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map(([title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Quoted when needed; text starting with = + - @ (or a tab/CR) is prefixed with ' so a
 * spreadsheet shows it instead of running it as a formula. The same goes for each piece after
 * an in-cell separator (comma, semicolon, tab, line break): a program that splits on `;` (most
 * of continental Europe) or tabs would otherwise start a new cell there with a formula. Cells
 * holding any separator are quoted, whichever one the program uses.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = value.replace(/^[=+\-@\t\r]/, "'$&").replace(/([,;\t\r\n] *)([=+\-@])/g, "$1'$2");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
