/** 'es una contraseña muy común' -> 'Es una contraseña muy común': a server's reason shown alone. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1);
}
