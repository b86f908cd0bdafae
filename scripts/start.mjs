// `npm start`: build the web app when its sources changed, then run the API server, which
// migrates the database, seeds the demo data when empty and serves the SPA and /v1 on one port.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
ensureWebBuild();
register();
await import('../apps/api/src/server.ts');
