import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from './share-text';

describe('whatsappShareUrl', () => {
  it('opens the person’s chat with the E.164 digits when the phone is known', () => {
    const url = new URL(whatsappShareUrl('Te invitaron: http://x/invitacion/abc', '0341 155-123456'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5493415123456');
    expect(url.searchParams.get('text')).toBe('Te invitaron: http://x/invitacion/abc');
  });

  it('lets the sender choose the chat without a phone', () => {
    expect(whatsappShareUrl('hola & chau', null)).toBe('https://wa.me/?text=hola%20%26%20chau');
  });
});
