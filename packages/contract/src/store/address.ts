import { z } from 'zod';
import { optionalText } from '../text';

export const ADDRESS_LINE_MAX = 200;
export const CITY_MAX = 100;
export const INDICATIONS_MAX = 500;

/** A street address; the city is also what the maps link appends. */
export const Address = z.object({
  city: optionalText(CITY_MAX),
  address_one: optionalText(ADDRESS_LINE_MAX),
  address_two: optionalText(ADDRESS_LINE_MAX),
  indications: optionalText(INDICATIONS_MAX),
});
export type Address = z.infer<typeof Address>;

/** True when the address says where to go: a city and a first line. */
export const isAddressComplete = (address: Address): boolean =>
  address.city.trim() !== '' && address.address_one.trim() !== '';
