/**
 * Whether a database error is a unique constraint refusing a row: PostgreSQL's SQLSTATE 23505,
 * SQLite's SQLITE_CONSTRAINT_UNIQUE. Lets a race the service's check cannot see answer as a value.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
