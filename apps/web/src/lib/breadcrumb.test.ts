import { describe, expect, it } from 'vitest';
import { breadcrumbFor, orderIdIn } from './breadcrumb';

const labels = (path: string) => breadcrumbFor(path).map((crumb) => crumb.label);

describe('breadcrumbFor', () => {
  it('names the home screen', () => {
    expect(breadcrumbFor('/')).toEqual([{ label: 'Inicio', path: '/' }]);
  });

  it('names each segment and keeps its path', () => {
    expect(breadcrumbFor('/settings/notifications')).toEqual([
      { label: 'Configuraciones', path: '/settings' },
      { label: 'Notificaciones', path: '/settings/notifications' },
    ]);
  });

  it('shows only the first block of a 36-character id', () => {
    expect(labels('/catalogue/articles/3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b')).toEqual([
      'Catalogo',
      'Articulos',
      '3f2a9c1e',
    ]);
  });

  it('uses the order tab names after an order id', () => {
    const order = '/orders/3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b';
    expect(labels(`${order}/preparation`)).toEqual(['Ordenes', 'Orden', 'Preparación']);
    expect(labels(`${order}/client`)).toEqual(['Ordenes', 'Orden', 'Cliente']);
    expect(labels(`${order}/history`)).toEqual(['Ordenes', 'Orden', 'Historial']);
    expect(labels('/settings/preparation')).toEqual(['Configuraciones', 'Preparacion']);
  });

  it('names an order by its number, never by an id fragment', () => {
    const order = '/orders/3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b';
    expect(breadcrumbFor(order, { orderNumber: 12 })).toEqual([
      { label: 'Ordenes', path: '/orders' },
      { label: 'Orden #12', path: order },
    ]);
    expect(breadcrumbFor(`${order}/client`, { orderNumber: 12 }).map((crumb) => crumb.label)[1]).toBe('Orden #12');
    expect(orderIdIn(`${order}/client`)).toBe('3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b');
    expect(orderIdIn('/orders/board')).toBeUndefined();
    expect(orderIdIn('/catalogue/articles/3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b')).toBeUndefined();
  });

  it('names the board and the rider deliveries', () => {
    expect(labels('/orders/board')).toEqual(['Ordenes', 'Tablero']);
    expect(labels('/orders/deliveries')).toEqual(['Ordenes', 'Mis entregas']);
  });

  it('names Reportes and a new catalogue entry in Spanish', () => {
    expect(labels('/reports')).toEqual(['Reportes']);
    expect(labels('/catalogue/articles/new')).toEqual([labels('/catalogue')[0], labels('/catalogue/articles')[1], 'Nuevo']);
  });

  it('keeps unknown segments as they are', () => {
    expect(labels('/orders/123/extra')).toEqual(['Ordenes', '123', 'extra']);
  });
});
