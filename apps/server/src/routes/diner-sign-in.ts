/**
 * The diner's sign in (diner §2 'Iniciar sesión', phone, 'Ingresar'), with the phone proved by a
 * one-time code before the session opens; the session itself; 'Cerrar sesión'.
 */
import { dinerCalls as calls } from '@comanda/api';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_SECONDS, validationMessages } from '@comanda/domain/validation';
import { closeDinerSession, dinerSessionOf, openDinerSession } from '../http/diner-session.ts';
import { HttpError } from '../http/errors.ts';
import { limitByTarget } from '../http/middleware.ts';
import type { Mount } from '../http/mount.ts';
import {
  findBranch,
  findCustomer,
  findOrCreateCustomer,
  requirePhone,
  toOrderingCustomer,
} from '../services/customers.ts';
import { sendSignInCode, verifySignInCode } from '../services/diner-sign-in.ts';

const wrongCode = () => new HttpError(401, 'invalid_code', validationMessages.signIn.codeInvalid);

export function dinerSignInRoutes(mount: Mount): void {
  mount(calls.sendSignInCode, async ({ body }, c) => {
    const db = c.var.db;
    const branch = await findBranch(db, body.branchId);
    const phone = requirePhone(body.phone, branch.country, validationMessages.signIn.phoneInvalid);
    // Each message costs and reaches a person: a phone gets a few codes per window, whoever asks.
    await limitByTarget(c, 'signInCodePerPhone', `${branch.id}:${phone}`);
    await sendSignInCode(db, c.var.messenger, { branchId: branch.id, branchName: branch.name, phone }, new Date());
    return { sent: true as const, expiresInSeconds: SIGN_IN_CODE_TTL_SECONDS, codeLength: SIGN_IN_CODE_LENGTH };
  });

  mount(calls.verifySignIn, async ({ body }, c) => {
    const db = c.var.db;
    const branch = await findBranch(db, body.branchId);
    const phone = requirePhone(body.phone, branch.country, validationMessages.signIn.phoneInvalid);
    const now = new Date();
    if (!(await verifySignInCode(db, { branchId: branch.id, phone, code: body.code }, now))) throw wrongCode();
    const customer = await findOrCreateCustomer(db, { branchId: branch.id, phone });
    await openDinerSession(c, { branchId: branch.id, phone }, now);
    c.var.logger.info('diner signed in', { branchId: branch.id });
    return { customer: toOrderingCustomer(customer) };
  });

  mount(calls.getDinerSession, async ({ query }, c) => {
    const session = await dinerSessionOf(c);
    if (!session || session.branchId !== query.branchId) return {};
    const customer = await findCustomer(c.var.db, session.branchId, session.phone);
    return customer ? { customer: toOrderingCustomer(customer) } : {};
  });

  mount(calls.signOutDiner, async (_input, c) => {
    await closeDinerSession(c, new Date());
    return undefined;
  });
}
