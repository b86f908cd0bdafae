export * from './test-db.ts';
export * from './factories.ts';
