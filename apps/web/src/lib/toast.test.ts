import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { actionToast, saveToast, toast } from './toast';

const shown = () => notificationsStore.getState().notifications;

describe('toasts', () => {
  afterEach(() => {
    cleanNotifications();
  });

  it('closes success toasts after 2 s and error toasts after 5 s', () => {
    toast.success('Listo');
    toast.error('Fallo');
    toast.info('Dato');
    expect(shown().map((n) => [n.message, n.autoClose])).toEqual([
      ['Listo', 2000],
      ['Fallo', 5000],
      ['Dato', 5000],
    ]);
  });

  it('saveToast shows Guardando ... then Completado for 2 s', async () => {
    let finish: (value: string) => void = () => undefined;
    const saving = saveToast(new Promise<string>((resolve) => (finish = resolve)));
    expect(shown()[0]).toMatchObject({ message: 'Guardando ...', loading: true, autoClose: false });
    finish('ok');
    await expect(saving).resolves.toEqual({ ok: true, value: 'ok' });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ message: 'Completado', loading: false, autoClose: 2000 });
  });

  it('saveToast shows Error {details} for 5 s and never rejects', async () => {
    const error = new ApiError({ status: 409, code: 'COUPON:CODE:TAKEN' });
    const outcome = await saveToast(Promise.reject(error));
    expect(outcome).toEqual({ ok: false, error });
    expect(shown()[0]).toMatchObject({
      message: 'Error Ya existe un cupon con ese codigo',
      color: 'red',
      autoClose: 5000,
    });
  });
  it('actionToast shows its own loading, success and error texts', async () => {
    const texts = { loading: 'Haciendo ...', success: 'Hecho', error: (d: string) => `Fallo ${d}` };
    await expect(actionToast(Promise.resolve(1), texts)).resolves.toEqual({ ok: true, value: 1 });
    expect(shown()[0]).toMatchObject({ message: 'Hecho', color: 'teal', autoClose: 2000 });
    cleanNotifications();
    const error = new ApiError({ status: 409, code: 'TURN:ALREADY_OPENED' });
    await expect(actionToast(Promise.reject(error), texts)).resolves.toEqual({ ok: false, error });
    expect(shown()[0]).toMatchObject({
      message: 'Fallo El turno ya esta abierto',
      color: 'red',
      autoClose: 5000,
    });
  });
});
