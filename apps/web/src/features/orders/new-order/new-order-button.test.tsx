import type { Role } from '@comanda/contract/roles';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { NewOrderLink } from './new-order-button';

afterEach(cleanup);

describe("'Nueva orden'", () => {
  it.each<Role>(['root', 'admin', 'operator'])('%s sees it, and it opens /orders/new', (role) => {
    renderWithApp(<NewOrderLink role={role} />, { path: '/orders' });
    expect(screen.getByRole('link', { name: 'Nueva orden' }).getAttribute('href')).toBe('/orders/new');
  });

  it.each<Role>(['delivery', 'initial'])('%s does not see it', (role) => {
    renderWithApp(<NewOrderLink role={role} />, { path: '/orders' });
    expect(screen.queryByRole('link', { name: 'Nueva orden' })).toBeNull();
  });
});
