import './fonts.css';
import './app/first-page-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built (a phone stays responsive meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
