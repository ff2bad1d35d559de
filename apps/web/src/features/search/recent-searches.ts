/** The buyer's last ten searches, newest first, kept in local storage. */
const KEY = 'recent_searches';
const MAX = 10;

export function recentSearches(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(term: string): void {
  const clean = term.trim();
  if (!clean) return;
  localStorage.setItem(KEY, JSON.stringify([clean, ...recentSearches().filter((t) => t !== clean)].slice(0, MAX)));
}

export function clearRecentSearches(): void {
  localStorage.removeItem(KEY);
}
