import { ActionIcon } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render-with-app';
import { HintTooltip } from './hint-tooltip';

afterEach(cleanup);

describe('HintTooltip', () => {
  it('keeps the focus on its button when the tooltip loads around it, and then shows the hint', async () => {
    renderWithApp(
      <HintTooltip label="Cambiar de tienda">
        <ActionIcon aria-label="Cambiar de tienda">x</ActionIcon>
      </HintTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Cambiar de tienda' });
    // Reaching the button by keyboard is the page's first use: the tooltip's code loads then.
    before.focus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cambiar de tienda' })).not.toBe(before));
    const after = screen.getByRole('button', { name: 'Cambiar de tienda' });
    expect(document.activeElement).toBe(after);
    fireEvent.mouseEnter(after);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Cambiar de tienda');
  });
});
