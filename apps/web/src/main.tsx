import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { createQueryClient, registerAppQueryClient } from './app/query-client.ts';
import { createAppRoutes } from './app/routes.tsx';
import { startLoading } from './app/startup.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = registerAppQueryClient(createQueryClient());
startLoading(queryClient, window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(createAppRoutes())} queryClient={queryClient} />
  </StrictMode>,
);
