import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

// The seed's rule: any service worker is unregistered on load.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((regs) => regs.forEach((r) => void r.unregister()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
