/**
 * A chart's data as a CSV file: semicolons (what spreadsheet programs in Switzerland expect), a BOM so accents
 * survive, and every cell quoted when it needs to be.
 */
export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => string | number;
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => cell(c.label)).join(';'), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
