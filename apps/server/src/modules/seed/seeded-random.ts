/**
 * A small deterministic random generator, so two seeds make the same data.
 * @example const rand = seededRandom(42); rand() // 0.0000… ≤ x < 1, the same sequence every run
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
