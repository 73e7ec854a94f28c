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
} as const;
