/**
 * CSV as spreadsheets read it (RFC 4180): the back office's exports and the command-line
 * tools write their files through here.
 */

/**
 * One field: quoted when it holds a comma, a quote or a line break. A text starting with =,
 * +, - or @ is prefixed with `'` so a spreadsheet shows it instead of running it as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file: UTF-8 with a BOM (so spreadsheets read Chinese right), CRLF line ends. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
