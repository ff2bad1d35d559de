/** A page whose code could not be loaded: a retry in the content area; once loaded, the page itself. */
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentRetry } from './route-error';

/** Pages loaded by a retry, kept so the next visit shows them at once. */
const loaded = new WeakMap<() => Promise<ComponentType>, ComponentType>();

export function ChunkRetry({ retry }: { retry: () => Promise<ComponentType> }) {
  const { t } = useTranslation();
  const [Page, setPage] = useState<ComponentType | null>(() => loaded.get(retry) ?? null);
  const [busy, setBusy] = useState(false);
  if (Page) return <Page />;
  const again = () => {
    setBusy(true);
    retry()
      .then((component) => {
        loaded.set(retry, component);
        setPage(() => component);
      })
      .catch(() => setBusy(false));
  };
  return <ContentRetry title={t('common.offlineTitle')} body={t('common.chunkFailed')} onRetry={again} busy={busy} />;
}
