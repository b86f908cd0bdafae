export * from './schema/index.ts';
export * from './client.ts';
export * from './migrate.ts';
export * from './seed.ts';
export * from './demo-tracks.ts';
export * from './sql.ts';
export * from './fold-accents.ts';
