/**
 * Test data shared by the API's and the web's tests (`@lince/contracts/testing`). Test code
 * only: production code never imports it.
 */
export * from './registrations.ts';
