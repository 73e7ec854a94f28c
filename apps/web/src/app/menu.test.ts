import type { Role } from '@comanda/contract/roles';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from './menu';
import { isActivePath, isMenuGroup, menuFor } from './menu';

const outline = (entries: MenuEntry[]) =>
  entries.map((entry) =>
    isMenuGroup(entry) ? `${entry.label}: ${entry.children.map((c) => c.label).join(', ')}` : entry.label,
  );

describe('menuFor', () => {
  it.each<Role>(['root', 'admin'])('shows %s every entry', (role) => {
    expect(outline(menuFor(role))).toEqual([
      'Inicio',
      'Ordenes',
      'Tablero',
      'Turnos',
      'Reportes',
      'Catalogo: Secciones, Articulos, Toppings, Cupones, Stock',
      'Configuraciones: Tienda, Horarios, Entrega, Pagos, Preparacion, Notificaciones, Equipo',
    ]);
  });

  it.each<Role>(['operator', 'initial'])('shows %s Ordenes, Tablero and the notifications: no Inicio, no catalogue', (role) => {
    expect(outline(menuFor(role))).toEqual(['Ordenes', 'Tablero', 'Configuraciones: Notificaciones']);
  });

  it('shows delivery Ordenes, Tablero, Mis entregas and the notifications', () => {
    expect(outline(menuFor('delivery'))).toEqual(['Ordenes', 'Tablero', 'Mis entregas', 'Configuraciones: Notificaciones']);
  });

  it('links Tablero and Mis entregas to their screens', () => {
    const paths = menuFor('delivery').flatMap((entry) => (isMenuGroup(entry) ? [] : [entry.path]));
    expect(paths).toEqual(['/orders', '/orders/board', '/orders/deliveries']);
  });
});

describe('isActivePath', () => {
  it('matches home only on itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/orders')).toBe(false);
  });

  it('matches an entry on its sub-paths but not on a longer name', () => {
    expect(isActivePath('/orders', '/orders/3f2a/client')).toBe(true);
    expect(isActivePath('/orders', '/orders/3f2a/history')).toBe(true);
    expect(isActivePath('/catalogue/stock', '/catalogue/stockx')).toBe(false);
  });

  it('leaves a path to the longer entry that matches it (Tablero, not Ordenes)', () => {
    expect(isActivePath('/orders/board', '/orders/board')).toBe(true);
    expect(isActivePath('/orders', '/orders/board')).toBe(false);
    expect(isActivePath('/orders/deliveries', '/orders/deliveries')).toBe(true);
    expect(isActivePath('/orders', '/orders/deliveries')).toBe(false);
    expect(isActivePath('/orders', '/orders')).toBe(true);
  });
});
