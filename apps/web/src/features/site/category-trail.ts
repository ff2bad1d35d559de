/**
 * A category's place in the tree, from the top: [Audio, Earbuds] for Earbuds. The tree is the
 * top level with its children (`get-all-category`), so a trail has one or two steps.
 * @example categoryTrail(tree.list, 12)?.map((c) => c.name) // ['Audio', 'Earbuds']
 */
import type { Category } from '@agora/contract/site';

export function categoryTrail(tops: Category[], id: number): Category[] | null {
  for (const top of tops) {
    if (top.id === id) return [top];
    const child = top.children?.find((c) => c.id === id);
    if (child) return [top, child];
  }
  return null;
}

/** Whether a loaded tree holds every top-level category, so an id missing from it does not exist. */
export const isWholeTree = (tree: { list: Category[]; total: number }) => tree.list.length >= tree.total;
