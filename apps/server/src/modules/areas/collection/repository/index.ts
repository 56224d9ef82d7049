// SQL of the collection module: accounts and their details, collections with their events and
// materials, bank files and import exceptions; one file each.
export * from './accounts.ts';
export * from './collections.ts';
export * from './bank-files.ts';
export * from './arrivals.ts';
