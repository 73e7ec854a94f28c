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
      'Catalogo: Secciones, Articulos, Toppings, Cupones, Stock',
      'Configuraciones: Tienda, Horarios, Entrega, Pagos, Preparacion, Notificaciones',
    ]);
  });

  it.each<Role>(['delivery', 'initial'])('shows %s only Ordenes and the notifications', (role) => {
    expect(outline(menuFor(role))).toEqual(['Ordenes', 'Configuraciones: Notificaciones']);
  });
});

describe('isActivePath', () => {
  it('matches home only on itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/orders')).toBe(false);
  });

  it('matches an entry on its sub-paths but not on a longer name', () => {
    expect(isActivePath('/orders', '/orders/3f2a/client')).toBe(true);
    expect(isActivePath('/catalogue/stock', '/catalogue/stockx')).toBe(false);
  });
});
