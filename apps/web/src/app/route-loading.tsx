/**
 * The loading indicator: shown only when loading takes longer than 200 ms, so fast pages never
 * flash. Each run of the bar lasts 2 s and then resets (spec §9: "loading indicator resets after
 * 2 s"), so a slow load shows a bar that starts over rather than one that sits full as if done.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

export const LOADING_DELAY_MS = 200;
export const INDICATOR_RESET_MS = 2_000;

/**
 * Which run of the indicator shows `elapsedMs` after loading began: null before the delay, then
 * 0, 1, 2… a new run every 2 s.
 * @example indicatorRun(150) // null; indicatorRun(200) // 0; indicatorRun(2_200) // 1
 */
export function indicatorRun(elapsedMs: number): number | null {
  if (elapsedMs < LOADING_DELAY_MS) return null;
  return Math.floor((elapsedMs - LOADING_DELAY_MS) / INDICATOR_RESET_MS);
}

/** The indicator's current run while `active`, null while hidden. */
function useIndicatorRun(active: boolean): number | null {
  const [run, setRun] = useState<number | null>(null);
  useEffect(() => {
    setRun(null);
    if (!active) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const elapsed = Date.now() - started;
      setRun(indicatorRun(elapsed));
      // Wake at the next boundary: the delay's end, then each reset.
      const next = elapsed < LOADING_DELAY_MS ? LOADING_DELAY_MS : LOADING_DELAY_MS + ((indicatorRun(elapsed) ?? 0) + 1) * INDICATOR_RESET_MS;
      timer = setTimeout(tick, Math.max(0, next - elapsed));
    };
    timer = setTimeout(tick, LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return run;
}

/** First load of the app's first page. */
export function DelayedLoader() {
  const run = useIndicatorRun(true);
  return run !== null ? (
    <Center mih="60vh" aria-busy="true">
      <Loader />
    </Center>
  ) : null;
}

/** A thin bar at the top while the next page's chunk loads; each 2 s run starts it again. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const run = useIndicatorRun(navigation.state === 'loading');
  return run !== null ? (
    <div
      key={run}
      className="agora-route-progress"
      style={{ animationDuration: `${INDICATOR_RESET_MS}ms`, animationIterationCount: 1 }}
      role="progressbar"
      aria-busy="true"
      aria-label="loading"
      data-testid="route-progress"
    />
  ) : null;
}
