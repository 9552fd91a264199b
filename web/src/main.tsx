import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './lib/install-prompt';
import './index.css';

// Before React renders: the browser may offer installation right away.
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
