// What other areas may read of a user (notices, the account centre): users belong to identity.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { displayAccount } from './accounts.ts';

export type UserProfile = {
  email: string | null;
  language: string | null;
  /** How the user's login account is written (e-mail, or "+86 138…"). */
  loginAccount: string;
  /**
   * When the user joined, in PostgreSQL's text form: compared again in SQL, it keeps the
   * microseconds a JS Date would drop.
   */
  joinedAt: string;
};

/** One user as other areas see them, or undefined when there is no such user. */
export const findUserProfile = async (
  db: DbOrTx,
  userId: string,
): Promise<UserProfile | undefined> => {
  const [row] = await db
    .select({
      email: users.email,
      areaCode: users.areaCode,
      mPhone: users.mPhone,
      language: users.language,
      joinedAt: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { ...row, loginAccount: displayAccount(row) };
};
