import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currenciesQuery, languagesQuery } from './features/locale/api';
import { advertsQuery } from './features/site/api';
import { initI18n } from './lib/i18n';
import { prefs } from './lib/prefs';
import { queryClient } from './lib/query-client';
import './app/styles.css';
import './app/reduced-motion.css';

// The boot gate waits for currencies and languages: ask for them now, while the UI texts load,
// rather than after the first render; the adverts too, as the home page's top banner is the
// largest thing it paints. The app still renders only once the currencies are in.
void queryClient.prefetchQuery(currenciesQuery);
void queryClient.prefetchQuery(languagesQuery);
void queryClient.prefetchQuery(advertsQuery(prefs.lang()));

initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
