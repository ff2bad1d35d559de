/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, tab or carriage
 * return as a formula, so the export writes such text cells with a leading apostrophe, which
 * spreadsheets take as "this is text". The import takes one leading apostrophe off again, so an
 * exported file comes back as the same values. Text that already starts with apostrophes before
 * one of those characters (`'=x`) gets one more, so that it too comes back as it was. Only text
 * cells are guarded: numbers the export writes (prices, stock, ids) stay plain numbers.
 * @example guardFormula('=SUM(A1)') // "'=SUM(A1)"; unguardFormula("'=SUM(A1)") // '=SUM(A1)'
 */

const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** The text as the export writes it: with an apostrophe in front when a spreadsheet would run it. */
export function guardFormula(text: string): string {
  return RUNS_AS_FORMULA.test(text) ? `'${text}` : text;
}

/** The cell as the import reads it: the export's apostrophe taken off. */
export function unguardFormula(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}
