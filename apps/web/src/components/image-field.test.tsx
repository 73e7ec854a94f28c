import { fileRoutes } from '@comanda/contract/files';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../lib/messages';
import { createFakeFetch, ok } from '../test/fake-fetch';
import { renderWithApp } from '../test/render-with-app';
import { ImageField } from './image-field';

interface Values {
  logo_url: string | null;
}

/** A form with one image field, showing the value the form would save. */
function LogoForm({ initial }: { initial: string | null }) {
  const form = useForm<Values>({ defaultValues: { logo_url: initial } });
  const value = useWatch({ control: form.control, name: 'logo_url' });
  return (
    <FormProvider {...form}>
      <ImageField<Values> name="logo_url" legend="Logo" uploadLabel="Subir logo" emptyText="Sin imagen" />
      <output aria-label="valor">{value === null ? 'null' : value}</output>
    </FormProvider>
  );
}

const saved = () => screen.getByLabelText('valor').textContent;

describe('ImageField', () => {
  afterEach(cleanup);

  it('shows the image, and removing it leaves the field null with the empty text', () => {
    renderWithApp(<LogoForm initial="/v1/static/files/logo.png" />);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/v1/static/files/logo.png');
    expect(screen.queryByText('Sin imagen')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `${messages.upload.remove}: Logo` }));

    expect(screen.queryByRole('img', { name: 'Logo' })).toBeNull();
    expect(screen.getByText('Sin imagen')).toBeTruthy();
    expect(saved()).toBe('null');
  });

  it('puts the url the server answers for an upload in the field, replacing the image', async () => {
    const server = createFakeFetch();
    server.on('POST', fileRoutes.upload.path, ok({ url: '/v1/static/files/nuevo.png' }));
    renderWithApp(<LogoForm initial="/v1/static/files/viejo.png" />, { server });

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Subir logo'), { target: { files: [file] } });

    await waitFor(() => expect(saved()).toBe('/v1/static/files/nuevo.png'));
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/v1/static/files/nuevo.png');
    expect(server.requestsTo('POST', fileRoutes.upload.path)).toHaveLength(1);
  });
});
