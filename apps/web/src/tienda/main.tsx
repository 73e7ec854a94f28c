import './tienda.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TiendaApp } from './tienda-app';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <TiendaApp />
  </StrictMode>,
);
