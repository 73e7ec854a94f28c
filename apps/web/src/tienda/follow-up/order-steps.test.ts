import { describe, expect, it } from 'vitest';
import { currentStep, followUpSteps, isSettled, statusHeadline } from './order-steps';

describe('what the customer sees of the status', () => {
  it('a shipment goes Recibido, en preparacion, Listo, En camino, Entregado', () => {
    expect(followUpSteps('shipment').map((step) => step.key)).toEqual(['received', 'preparing', 'ready', 'on_the_way', 'delivered']);
    expect(currentStep('process', 'shipment')).toBe('received');
    expect(currentStep('preparation_in_process', 'shipment')).toBe('preparing');
    expect(currentStep('preparation_completed', 'shipment')).toBe('ready');
    expect(currentStep('delivery_outside', 'shipment')).toBe('on_the_way');
    expect(currentStep('completed', 'shipment')).toBe('delivered');
  });

  it('a take-away has no En camino and is ready to pick up', () => {
    expect(followUpSteps('take_away').map((step) => step.label)).toEqual([
      'Recibido',
      'Aceptado, en preparación',
      'Listo para retirar',
      'Entregado',
    ]);
    expect(currentStep('delivery_outside', 'take_away')).toBe('ready');
    expect(statusHeadline('preparation_completed', 'take_away')).toBe('Tu pedido está listo para retirar.');
  });

  it('cancelled orders have no step; the page stops asking once delivered or cancelled', () => {
    expect(currentStep('cancel_store', 'shipment')).toBeNull();
    expect(statusHeadline('cancel_store', 'shipment')).toBe('La tienda canceló el pedido');
    expect(isSettled('cancel_client')).toBe(true);
    expect(isSettled('delivery_completed')).toBe(true);
    expect(isSettled('delivery_outside')).toBe(false);
  });
});
