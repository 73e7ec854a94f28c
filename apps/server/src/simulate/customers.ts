import type { Address } from '@comanda/contract/store/address';
import { chance, intBetween, pick, type Random } from './random';

/** Believable Argentine customers: names, mobile phones and street addresses by city. */

const firstNames = [
  'Lucía', 'Martina', 'Sofía', 'Valentina', 'Camila', 'Julieta', 'Florencia', 'Agustina', 'Micaela', 'Carolina',
  'Paula', 'Rocío', 'Milagros', 'Abril', 'Catalina', 'Mateo', 'Santiago', 'Juan Cruz', 'Tomás', 'Facundo',
  'Nicolás', 'Lautaro', 'Joaquín', 'Matías', 'Franco', 'Gonzalo', 'Ignacio', 'Federico', 'Martín', 'Diego',
  'Pablo', 'Sebastián', 'Agustín', 'Bautista', 'Emiliano',
];

const lastNames = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina',
  'Herrera', 'Aguirre', 'Pereyra', 'Gutiérrez', 'Giménez', 'Molina', 'Silva', 'Castro', 'Rojas', 'Ortiz',
  'Peralta', 'Ledesma', 'Quiroga', 'Ferreyra', 'Cabrera',
];

interface CityStreets {
  /** The mobile area code, without the 0 and the 15: '11' for Buenos Aires, '341' for Rosario. */
  areaCode: string;
  streets: string[];
  /** House numbers on these streets run up to about this. */
  maxNumber: number;
}

const cities: Record<string, CityStreets> = {
  caba: {
    areaCode: '11',
    streets: [
      'Av. Corrientes', 'Av. Santa Fe', 'Av. Callao', 'Av. Rivadavia', 'Av. Córdoba', 'Scalabrini Ortiz', 'Thames',
      'Gurruchaga', 'Honduras', 'Uriarte', 'Malabia', 'Av. Pueyrredón', 'Ayacucho', 'Riobamba', 'Av. Cabildo',
      'Juramento', 'Av. Díaz Vélez', 'Acoyte', 'Av. Independencia', 'Humberto Primo',
    ],
    maxNumber: 4500,
  },
  rosario: {
    areaCode: '341',
    streets: [
      'Córdoba', 'San Martín', 'Bv. Oroño', 'Mendoza', 'San Luis', 'Entre Ríos', 'Pellegrini', 'Av. Francia',
      'Santa Fe', 'Rioja', 'Tucumán', 'Italia', 'España', 'Zeballos',
    ],
    maxNumber: 3500,
  },
  cordoba: {
    areaCode: '351',
    streets: [
      'Av. Colón', 'Bv. San Juan', 'Obispo Trejo', 'Av. Vélez Sarsfield', 'Deán Funes', 'Ituzaingó', 'Av. Olmos',
      'Rondeau', 'Buenos Aires', 'La Rioja', 'Av. Hipólito Yrigoyen',
    ],
    maxNumber: 2500,
  },
  mendoza: {
    areaCode: '261',
    streets: ['Av. San Martín', 'Belgrano', 'Sarmiento', 'Av. Las Heras', 'Colón', 'Paso de los Andes', 'Arístides Villanueva', 'Chile'],
    maxNumber: 2000,
  },
  'la plata': {
    areaCode: '221',
    streets: ['Calle 7', 'Calle 8', 'Calle 12', 'Calle 50', 'Calle 51', 'Diagonal 74', 'Av. 1', 'Calle 47'],
    maxNumber: 1500,
  },
};

/** A city no table knows: streets every Argentine town has, and Buenos Aires phones. */
const anyCity: CityStreets = {
  areaCode: '11',
  streets: ['San Martín', 'Belgrano', 'Rivadavia', 'Mitre', 'Sarmiento', '9 de Julio', '25 de Mayo', 'Moreno', 'Urquiza'],
  maxNumber: 1500,
};

const cityAliases: Record<string, string> = {
  caba: 'caba',
  'capital federal': 'caba',
  'buenos aires': 'caba',
  'ciudad de buenos aires': 'caba',
  'ciudad autonoma de buenos aires': 'caba',
  rosario: 'rosario',
  cordoba: 'cordoba',
  mendoza: 'mendoza',
  'la plata': 'la plata',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function streetsOf(city: string): CityStreets {
  const key = cityAliases[fold(city)];
  return (key && cities[key]) || anyCity;
}

const apartments = ['Piso 1, Depto A', 'Piso 3, Depto B', 'Piso 5, Depto C', 'Piso 8, Depto D', 'PB, Depto 2', 'Piso 2, Of. 4', 'Casa 3'];
const indications = [
  'Tocar timbre y esperar, anda lento el portero',
  'Dejar en la porteria',
  'Casa con rejas verdes',
  'Llamar al llegar, el timbre no anda',
  'Entre Bv. y la plaza, porton negro',
  'Es un local, preguntar por el encargado',
];

export function customerName(random: Random): string {
  return `${pick(random, firstNames)} ${pick(random, lastNames)}`;
}

/** A mobile number as people type it: '+54 9 341 555-1234', '+54 9 11 4123-5678'. */
export function customerPhone(random: Random, city: string): string {
  const { areaCode } = streetsOf(city);
  const digits = 10 - areaCode.length;
  // Subscriber numbers starting 2 to 7: what Argentine mobile lines use.
  const subscriber = `${intBetween(random, 2, 7)}${Array.from({ length: digits - 1 }, () => intBetween(random, 0, 9)).join('')}`;
  const split = subscriber.length - 4;
  return `+54 9 ${areaCode} ${subscriber.slice(0, split)}-${subscriber.slice(split)}`;
}

/** A street address in the store's city, sometimes with a floor and a note for the rider. */
export function customerAddress(random: Random, city: string): Address {
  const { streets, maxNumber } = streetsOf(city);
  return {
    city,
    address_one: `${pick(random, streets)} ${intBetween(random, 1, Math.floor(maxNumber / 50)) * 50 + intBetween(random, 0, 49)}`,
    address_two: chance(random, 0.4) ? pick(random, apartments) : '',
    indications: chance(random, 0.25) ? pick(random, indications) : '',
  };
}

const itemMessages = [
  'Sin cebolla, por favor',
  'Bien caliente',
  'Sin sal',
  'Cortar en porciones',
  'Poco picante',
  'Sin aceitunas',
  'Separar en dos bolsas',
  'Es para un cumpleaños, si pueden agregar servilletas',
];

/** A note the customer leaves on a line, now and then. */
export const itemMessage = (random: Random): string | undefined =>
  chance(random, 0.12) ? pick(random, itemMessages) : undefined;
