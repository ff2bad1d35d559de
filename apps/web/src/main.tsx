import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import './app/styles.css';

initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
