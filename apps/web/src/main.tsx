import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currenciesQuery, languagesQuery } from './features/locale/api';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './app/styles.css';

// The boot gate waits for currencies and languages: ask for them now, while the UI texts load,
// rather than after the first render.
void queryClient.prefetchQuery(currenciesQuery);
void queryClient.prefetchQuery(languagesQuery);

initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
