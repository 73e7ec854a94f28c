/** A time column reads 'HH:MM:SS'; whole minutes are answered as 'HH:MM', as the forms write them. */
export const timeFromColumn = (value: string): string => value.replace(/^(\d\d:\d\d):00$/, '$1');
