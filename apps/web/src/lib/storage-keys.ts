/** Keys kept on the device (SPEC.md section 3 "Local storage keys"); the values are plain strings. */
export const storageKeys = {
  session: 'session',
  access: 'access',
  powerId: 'power_id',
  deviceId: 'device_id',
  menuExpanded: 'menu_expanded',
  printHost: 'print_host',
  /**
   * The new-order alarm on this device: 'on' (sound and browser notifications asked for) or
   * 'off'; absent until the one-time 'Activar sonido' prompt is answered.
   */
  ringSound: 'ring_sound',
  /** Auto-print of the kitchen ticket on this device: 'accepted', 'created' or absent (off). */
  autoPrint: 'auto_print',
  /**
   * The tickets this device sent to the print host or printed in the browser (JSON, the latest
   * few hundred), so an order prints at most once per device for each kind of ticket.
   */
  printedTickets: 'printed_tickets',
} as const;
