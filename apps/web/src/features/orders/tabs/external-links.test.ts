import { describe, expect, it } from 'vitest';
import { telUrl, whatsappUrl } from './external-links';

describe('WhatsApp and call links carry the country code', () => {
  it('links a phone stored in E.164 as it is', () => {
    expect(whatsappUrl('+5493415123456')).toBe('https://wa.me/5493415123456');
    expect(telUrl('+5493415123456')).toBe('tel:+5493415123456');
  });

  it('adds the Argentine code, the mobile 9 and drops the 15 of a phone typed the local way', () => {
    expect(whatsappUrl('0341 155-123456')).toBe('https://wa.me/5493415123456');
    expect(telUrl('0341 155-123456')).toBe('tel:+5493415123456');
    expect(whatsappUrl('(011) 15 2345-6789')).toBe('https://wa.me/5491123456789');
  });

  it('gives an Argentine number typed without 15 the mobile 9 too, so WhatsApp reaches it', () => {
    expect(whatsappUrl('11 4567-8901')).toBe('https://wa.me/5491145678901');
    expect(whatsappUrl('+541145678901')).toBe('https://wa.me/5491145678901');
    expect(telUrl('341 5123456')).toBe('tel:+5493415123456');
  });

  it('keeps the code of a foreign phone', () => {
    expect(whatsappUrl('+34 612 34 56 78')).toBe('https://wa.me/34612345678');
    expect(telUrl('+34 612 34 56 78')).toBe('tel:+34612345678');
  });

  it('falls back to the digits of text that is not a phone', () => {
    expect(telUrl('int. 12')).toBe('tel:12');
  });
});
