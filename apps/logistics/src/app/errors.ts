import { parseError } from '@comanda/api';

/** The HTTP status of a failed call (0 for network or contract failures, and for no error). */
export const errorStatus = (error: unknown): number => (error ? parseError(error).status : 0);
