import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths } from '../../../test/settings-data';
import { storePublicLink } from './store-link';
import { QR_SVG_OPTIONS, svgDataUrl } from '../../../components/qr/qr-image';
import { StoreProfileScreen } from './store-profile-screen';

afterEach(() => {
  cleanup();
  cleanNotifications();
});

const profile = {
  name: 'Pizzeria Centro',
  slug: 'centro',
  logo_url: null,
  background_url: null,
  icon_url: null,
  timezone: 'America/Argentina/Buenos_Aires',
  phone: null,
};

/** The image the library itself draws for the link. */
const qrOf = async (link: string) => svgDataUrl(await QRCode.toString(link, QR_SVG_OPTIONS));

describe('store link', () => {
  it('is the ordering page of the slug on this site', () => {
    expect(storePublicLink('https://comanda.example', 'centro')).toBe('https://comanda.example/tienda/centro');
  });
});

describe('StoreProfileScreen, Compartir', () => {
  it('shows the saved slug’s public link and a QR that encodes it, and follows the slug once saved', async () => {
    const server = createFakeFetch();
    server.on('GET', settingsPaths.profile, ok(profile));
    server.on('PUT', settingsPaths.profile, (request: RecordedRequest) => ok({ ...profile, ...(request.body as object) }));
    renderWithApp(<StoreProfileScreen />, { server });

    const link = `${window.location.origin}/tienda/centro`;
    const shown = await screen.findByLabelText<HTMLInputElement>('Enlace de la tienda');
    expect(shown.value).toBe(link);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir la pagina de la tienda' }).getAttribute('href')).toBe(link);
    const qr = await screen.findByRole<HTMLImageElement>('img', { name: 'Codigo QR del enlace de Pizzeria Centro' });
    expect(qr.getAttribute('src')).toBe(await qrOf(link));
    expect(screen.getByRole('button', { name: 'Descargar QR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();

    // Typing a slug changes nothing until it is saved: customers get the saved one.
    const slug = screen.getByLabelText<HTMLInputElement>(/^Slug/);
    fireEvent.change(slug, { target: { value: 'centro-norte' } });
    expect(shown.value).toBe(link);

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const saved = `${window.location.origin}/tienda/centro-norte`;
    await waitFor(() => expect(shown.value).toBe(saved));
    await waitFor(async () =>
      expect(
        screen.getByRole<HTMLImageElement>('img', { name: 'Codigo QR del enlace de Pizzeria Centro' }).getAttribute('src'),
      ).toBe(await qrOf(saved)),
    );
    expect(await qrOf(saved)).not.toBe(await qrOf(link));
  });
});
