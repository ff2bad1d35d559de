/** The page loader's two limits (spec §9): a chunk may take 120 s, the page's texts 60 s. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const texts = vi.hoisted(() => ({ load: (): Promise<void> => Promise.resolve() }));
vi.mock('../lib/i18n', () => ({ loadPageTexts: () => texts.load() }));
vi.mock('./chunk-retry', () => ({ ChunkRetry: () => null }));

const { CHUNK_TIMEOUT_MS, ChunkTimeoutError, PAGE_LOAD_TIMEOUT_MS, lazyPage, loadPage } = await import('./lazy-page');

const Page = () => null;
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const never = () => new Promise<never>(() => undefined);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  texts.load = () => Promise.resolve();
});

describe('loadPage', () => {
  it('has the limits of spec §9', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(60_000);
  });

  it('waits for a chunk past 60 s: a slow network still gets the page', async () => {
    const page = loadPage(() => after(90_000, { default: Page }), true);
    await vi.advanceTimersByTimeAsync(90_000);
    await expect(page).resolves.toBe(Page);
  });

  it('gives up on a chunk after 120 s', async () => {
    const page = loadPage(never, true);
    const settled = expect(page).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let done = false;
    void page.catch(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("gives up on the page's texts after 60 s, though its chunk arrived", async () => {
    texts.load = never;
    const page = loadPage(() => Promise.resolve({ default: Page }), true);
    const settled = expect(page).rejects.toThrow(/page texts did not load within 60 s/);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
    await settled;
  });

  it('does not wait for texts a page does not need (the home page)', async () => {
    texts.load = never;
    await expect(loadPage(() => Promise.resolve({ default: Page }), false)).resolves.toBe(Page);
  });
});

describe('lazyPage', () => {
  it('answers a retry element instead of throwing when the chunk times out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = lazyPage(never)();
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    const answer = await route;
    expect(answer).not.toHaveProperty('Component');
    expect(answer).toHaveProperty('element');
  });
});
