import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from './lib/theme';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './app/router';
import { App } from './app/app';
import './styles.css';

// The server's CSP forbids inline scripts, so the stored theme is applied here, before the first render.
initTheme();

// Created before rendering: the router starts loading the first page's code while the session is restored.
const router = createAppRouter();
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
