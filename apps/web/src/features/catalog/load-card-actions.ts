/**
 * Loads the cards' heart and compare (card-actions.tsx) with the pages' texts they speak in.
 * A step of its own, loaded by product-card.tsx after the first paint: the list of chunks those
 * actions need (about half a kilobyte) then travels with this file, not with the first page.
 */
import { loadPageTexts } from '../../lib/i18n';

export async function loadCardActions() {
  const [actions] = await Promise.all([import('./card-actions'), loadPageTexts()]);
  return actions;
}
