/**
 * The audit trail's export: a header row, then one line per row (RFC 4180 quoting). A text cell
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written with an apostrophe
 * in front (OWASP's CSV injection advice): actions, reasons and bodies are typed by people.
 * @example csvLine(['id', '=1+1']) // 'id,\'=1+1\r\n'
 */
import { AUDIT_TRAIL_CSV_COLUMNS, type AuditTrailRow } from '@agora/contract/audit-trail';

const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = RUNS_AS_FORMULA.test(String(value)) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]): string => `${cells.map(cell).join(',')}\r\n`;

export const csvHeader = (): string => csvLine([...AUDIT_TRAIL_CSV_COLUMNS]);

export const csvRow = (row: AuditTrailRow): string => csvLine(AUDIT_TRAIL_CSV_COLUMNS.map((column) => row[column]));
