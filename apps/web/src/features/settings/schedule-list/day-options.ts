import { Day, dayLabel } from '@comanda/contract/common';

/** Monday to Sunday for a select: the value is the contract's day, the label 'Lunes'... */
export const dayOptions = Day.options.map((day) => ({ value: day, label: dayLabel[day] }));

export const isDay = (value: string): value is Day => Day.safeParse(value).success;
