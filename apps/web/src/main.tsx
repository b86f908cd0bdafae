import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'virtual:mdi-icons.css';
import { App } from './app/app.tsx';
import { initMonitoring } from './lib/monitoring.ts';

void initMonitoring();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
