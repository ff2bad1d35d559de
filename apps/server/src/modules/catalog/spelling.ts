/**
 * Near spellings for a search that found nothing: each word of the term that no known word
 * contains is replaced by the closest known word (the words of product and category names, folded),
 * by edit distance with swapped neighbours counting once ("lapotp" → "laptop"): at most 1 edit for
 * words of up to 4 characters, 2 for longer ones; ties go to the word more products have.
 * Words of scripts written without spaces (CJK, Thai) or with combining marks are left as they are:
 * their "words" in the index are runs or pieces of a phrase, so no distance between them means much.
 * @example correctTerm(['wireless', 'lapotp'], new Map([['laptop', 12], ['wireless', 30]])) // 'wireless laptop'
 */
import { isSpaceless, wordForms } from './search-text';

/** Edit distance (insert, delete, replace, swap two neighbours), counted in code points; `max + 1` once it is past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = t.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[t.length] as number, max + 1);
}

/** Words that can be corrected: letters and digits of a script written with spaces, no combining marks. */
const CORRECTABLE = /^[\p{L}\p{N}]{3,}$/u;

/** How many edits a word of this length may be away from the word it is corrected to. */
const reach = (word: string) => ([...word].length <= 4 ? 1 : 2);

/** The closest known word within reach, or null. `vocabulary`: word → how many products have it. */
export function closestWord(word: string, vocabulary: Map<string, number>): string | null {
  const max = reach(word);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary) {
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word))))
      best = { word: candidate, distance, count };
  }
  return best?.word ?? null;
}

/** True when some known word contains the query word (or its singular or plural): nothing to correct. */
const known = (word: string, vocabulary: Map<string, number>) => {
  const { find } = wordForms(word);
  for (const candidate of vocabulary.keys()) if (find.some((f) => candidate.includes(f))) return true;
  return false;
};

/** The term with its unknown words replaced by their near spellings, or null when none could be. */
export function correctTerm(words: string[], vocabulary: Map<string, number>): string | null {
  let changed = false;
  const corrected = words.map((word) => {
    if (!CORRECTABLE.test(word) || isSpaceless(word) || known(word, vocabulary)) return word;
    const near = closestWord(word, vocabulary);
    if (near) changed = true;
    return near ?? word;
  });
  return changed ? corrected.join(' ') : null;
}
