import type { AdminSelectResult } from '@tubesphere/shared/contract/admin-query';
import Papa from 'papaparse';

/**
 * A result as CSV text for a spreadsheet: a UTF-8 byte-order mark so Excel reads Korean
 * correctly, withheld columns left empty, NULL as an empty cell, and cells that a spreadsheet
 * would run as a formula (=, +, -, @ …) escaped — the data is users' text.
 */
export function resultToCsv(result: Pick<AdminSelectResult, 'columns' | 'data' | 'redactedColumns'>): string {
  const redacted = new Set(result.redactedColumns);
  const rows = result.data.map((row) =>
    result.columns.map((column) => (redacted.has(column) ? '' : (row[column] ?? ''))),
  );
  return `\uFEFF${Papa.unparse({ fields: result.columns, data: rows }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** query-20250301-1430.csv, in the admin's local time. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `query-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
