// The parties an area's integration suite starts with, on a fresh app: the admin operator (its
// reviews), the demo merchant's main user, and a stranger — a merchant of its own, whose calls on
// the demo merchant's ids must find nothing.
import { createTestApp, type TestApp } from './app.ts';
import { registerMerchant } from './certification.ts';
import { ADMIN_EMAIL, enrolOperator, type OpsSession } from './operators.ts';
import { login, type Tokens } from './session.ts';

export type AreaParties = { t: TestApp; admin: OpsSession; demo: Tokens; stranger: Tokens };

/** A fresh app and its admin operator, enrolled: what a console suite starts with. */
export const openAppWithAdmin = async () => {
  const t = await createTestApp();
  return { t, admin: await enrolOperator(t.app, ADMIN_EMAIL) };
};

export const openAreaParties = async (strangerEmail: string): Promise<AreaParties> => {
  const { t, admin } = await openAppWithAdmin();
  const demo = await login(t.app, 'demo@tradebridge.dev');
  const stranger = await registerMerchant(t.app, strangerEmail);
  return { t, admin, demo, stranger };
};
