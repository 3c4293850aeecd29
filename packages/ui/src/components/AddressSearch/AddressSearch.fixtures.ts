import type { AddressSuggestion } from './AddressSearch.tsx';

/** Places a search for 'Corrientes' could return, for stories. */
export const addressSuggestions: AddressSuggestion[] = [
  {
    id: 'corrientes-1234',
    label: 'Av. Corrientes 1234',
    description: 'San Nicolás, Buenos Aires',
    location: {
      fullAddress: 'Av. Corrientes 1234, San Nicolás, Buenos Aires',
      street: 'Av. Corrientes',
      number: '1234',
      city: 'Buenos Aires',
      province: 'Buenos Aires',
      postalCode: 'C1043',
      country: 'ar',
      lat: -34.6037,
      lng: -58.3842,
      geocoded: true,
    },
  },
  {
    id: 'corrientes-5600',
    label: 'Av. Corrientes 5600',
    description: 'Villa Crespo, Buenos Aires',
    location: {
      fullAddress: 'Av. Corrientes 5600, Villa Crespo, Buenos Aires',
      street: 'Av. Corrientes',
      number: '5600',
      city: 'Buenos Aires',
      province: 'Buenos Aires',
      postalCode: 'C1414',
      country: 'ar',
      lat: -34.5923,
      lng: -58.4425,
      geocoded: true,
    },
  },
  {
    id: 'corrientes-rosario',
    label: 'Corrientes 800',
    description: 'Rosario, Santa Fe',
    location: {
      fullAddress: 'Corrientes 800, Rosario, Santa Fe',
      street: 'Corrientes',
      number: '800',
      city: 'Rosario',
      province: 'Santa Fe',
      postalCode: 'S2000',
      country: 'ar',
      lat: -32.9468,
      lng: -60.6393,
      geocoded: true,
    },
  },
];
