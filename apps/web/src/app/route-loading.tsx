/** The loading indicator: shown only when loading takes longer than 200 ms, so fast pages never flash. */
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

export const LOADING_DELAY_MS = 200;

function useDelayed(active: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return shown;
}

/** First load of the app's first page. */
export function DelayedLoader() {
  const shown = useDelayed(true);
  return shown ? (
    <Center mih="60vh" aria-busy="true">
      <Loader />
    </Center>
  ) : null;
}

/** A thin bar at the top while the next page's chunk loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const shown = useDelayed(navigation.state === 'loading');
  return shown ? <div className="agora-route-progress" role="progressbar" aria-busy="true" aria-label="loading" data-testid="route-progress" /> : null;
}
