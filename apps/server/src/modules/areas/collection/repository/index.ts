// SQL of the collection module: accounts and their details, collections with their events and
// materials, bank files, import exceptions and bank movements; one file each.
export * from './accounts.ts';
export * from './collections.ts';
export * from './bank-files.ts';
export * from './arrivals.ts';
export * from './movements.ts';
