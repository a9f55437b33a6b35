import '@mantine/core/styles.css';
import './app/global.css';
import './app/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { forgetStoredToken } from './lib/auth-store';
import { startI18n } from './lib/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// People upgrading from a version that kept the token in local storage: it goes at once.
forgetStoredToken();

// The first paint is in the reader's language: its `common` catalogue is loaded before it.
void startI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
