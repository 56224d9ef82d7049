// SQL of the payout module: orders with their timeline and approvals, the merchants' approval
// policies, the rail's files and lines (what reconciliation reads), and batches; one file each.
export * from './orders.ts';
export * from './approvals.ts';
export * from './rail.ts';
export * from './checks.ts';
export * from './batches.ts';
