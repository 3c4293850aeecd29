/** Demo prices are Argentine pesos; money on the wire is minor units (centavos). */
export const ars = (pesos: number): number => Math.round(pesos * 100);
