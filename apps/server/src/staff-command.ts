/**
 * `pnpm staff <command>`: the staff API of a running server, from a terminal.
 *
 *   pnpm staff orders [alias] [STATUS]          orders, newest first
 *   pnpm staff accept|ready|deliver|cancel <order code>
 *   pnpm staff status <order code> <STATUS>     GENERATED, ACCEPTED, READY, DELIVERED or CANCELED
 *   pnpm staff shipments <alias> [STATUS]       shipments of a branch contact
 *   pnpm staff stack <alias> <shipment id>[:return] ...   groups shipments into a stack
 *   pnpm staff riders [alias] [pending|approved]          riders, newest first
 *   pnpm staff approve|unapprove <rider id>               the venue approves a rider, or withdraws it
 *
 * The server is STAFF_URL (default http://localhost:$PORT, PORT 8080); the token STAFF_TOKEN
 * (default the development token).
 */
import { ApiError } from '@comanda/api';
import { DEFAULT_PORT, DEVELOPMENT_STAFF_TOKEN } from './config.ts';
import { runStaffCommand, staffApi } from './staff-commands.ts';

const api = staffApi(
  process.env.STAFF_URL || `http://localhost:${process.env.PORT || DEFAULT_PORT}`,
  process.env.STAFF_TOKEN || DEVELOPMENT_STAFF_TOKEN,
);

try {
  console.log(await runStaffCommand(api, process.argv.slice(2)));
} catch (error) {
  const message = error instanceof ApiError ? `${error.status || ''} ${error.message}`.trim() : String(error);
  console.error(`No se pudo: ${message}`);
  process.exitCode = 1;
}
