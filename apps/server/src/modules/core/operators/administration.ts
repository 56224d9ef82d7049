// Operator administration: the admin's list, creation and changes of operators (role, state, a
// reset authenticator), and the operators other modules look up (account managers, names).
import {
  OperatorRole,
  OperatorState,
  type AccountManagerList,
  type CreateOperatorRequest,
  type Operator,
  type UpdateOperatorRequest,
} from '@tradebridge/contracts';
import { hashPassword } from '../../../platform/crypto.ts';
import { isUniqueViolation, type DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { endSessions } from '../../../platform/sessions.ts';
import {
  deleteEnrolmentsOf,
  findOperator,
  findOperatorByEmail,
  insertOperator,
  listActiveOperatorsByRole,
  listOperatorContacts,
  listOperators,
  lockOperator,
  patchOperator,
  type OperatorPatch,
  type OperatorRow,
} from './repository.ts';

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  role: row.role as OperatorRole,
  state: row.state,
  totpEnrolled: row.totpSecret !== null,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export const listAll = async (deps: Deps) => ({
  list: (await listOperators(deps.db)).map(toOperator),
});

export const listAccountManagers = async (deps: Deps): Promise<AccountManagerList> => ({
  list: (await listActiveOperatorsByRole(deps.db, OperatorRole.AccountManager)).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
  })),
});

/** An active account manager, for the merchants module (assigning one to a merchant). */
export const findActiveAccountManager = async (db: DbOrTx, operatorId: string) => {
  const row = await findOperator(db, operatorId);
  return row && row.state === OperatorState.Normal && row.role === OperatorRole.AccountManager
    ? row
    : undefined;
};

/** Operators' names by id, for areas that show who wrote something (announcements). */
export const findOperatorNames = async (
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string>> =>
  new Map((await listOperatorContacts(db, [...new Set(ids)])).map((row) => [row.id, row.name]));

export type OperatorContact = { id: string; name: string; email: string; phone: string };

/** The contacts of the given operators by id (account managers shown to merchants and operators). */
export const findOperatorContacts = async (
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, OperatorContact>> =>
  new Map((await listOperatorContacts(db, [...new Set(ids)])).map((row) => [row.id, row]));

export const createOperator = async (
  deps: Deps,
  auth: OperatorAuth,
  input: Required<CreateOperatorRequest>,
  client: Client,
): Promise<Operator> => {
  const email = input.email.toLowerCase();
  if (await findOperatorByEmail(deps.db, email)) throw new AppError('ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(input.pwd);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertOperator(tx, {
        email,
        name: input.name,
        phone: input.phone,
        role: input.role,
        state: OperatorState.Normal,
        passwordHash,
      });
      await auditOperator(tx, auth, client, {
        action: 'operator.create',
        target: `operator:${row.id}`,
        after: { email, name: input.name, phone: input.phone, role: input.role },
      });
      return toOperator(row);
    });
  } catch (error) {
    // Two admins creating the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
};

/** What the audit log keeps of an operator (never the password or the secret). */
const auditView = (row: OperatorRow) => ({
  name: row.name,
  phone: row.phone,
  role: row.role,
  state: row.state,
  totpEnrolled: row.totpSecret !== null,
});

export const updateOperator = (
  deps: Deps,
  auth: OperatorAuth,
  input: UpdateOperatorRequest,
  client: Client,
): Promise<Operator> =>
  deps.db.transaction(async (tx) => {
    const row = orNotFound(await lockOperator(tx, input.operatorId));
    const changesRole = input.role !== undefined && input.role !== row.role;
    const changesState = input.state !== undefined && input.state !== row.state;
    // An admin cannot demote or disable themselves, so there is always an admin left.
    if (row.id === auth.operatorId && (changesRole || changesState)) {
      throw new AppError('CANNOT_CHANGE_SELF');
    }
    const patch: OperatorPatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.phone !== undefined) patch.phone = input.phone;
    if (changesRole) patch.role = input.role;
    if (changesState) patch.state = input.state;
    if (input.resetTotp) {
      patch.totpSecret = null;
      patch.totpLastStep = null;
      await deleteEnrolmentsOf(tx, row.id);
    }
    const updated = Object.keys(patch).length > 0 ? await patchOperator(tx, row.id, patch) : row;
    const ended =
      changesState && input.state === OperatorState.Disabled
        ? await endSessions(tx, 'operator', row.id, 'disabled')
        : [];
    await auditOperator(tx, auth, client, {
      action: 'operator.update',
      target: `operator:${row.id}`,
      before: auditView(row),
      after: {
        ...auditView(updated!),
        ...(ended.length > 0 ? { endedSessions: ended.length } : {}),
      },
    });
    return toOperator(updated!);
  });
