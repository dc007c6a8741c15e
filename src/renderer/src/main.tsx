// First: turns off zod's eval probe before any schema runs (strict CSP, see the file).
import './lib/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { readShell, ShellProvider } from './api/shell';
import { App } from './App';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page is missing its #root element.');

const queryClient = createQueryClient();

// The shell (website or desktop app) is read once, from the page, before the first render (api/shell.ts).
const shell = readShell(document);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ShellProvider value={shell}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ShellProvider>
    </QueryClientProvider>
  </StrictMode>,
);
