export * from './companies.ts';
export * from './users.ts';
export * from './credentials.ts';
export * from './activities.ts';
export * from './document-types.ts';
export * from './terms.ts';
export * from './diligences.ts';
export * from './coordination.ts';
