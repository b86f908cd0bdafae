import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './browser.ts';
// @ts-expect-error plain ESM script without types
import { ensureWebBuild } from '../../scripts/web-build.mjs';

/** Browser journeys need the built SPA (served by the API) and Debian's Chromium. */
export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium não encontrado em ${CHROMIUM_PATH}: instale com "apt-get install -y chromium" (o .ci/run faz isso).`,
    );
  }
  ensureWebBuild({ log: () => undefined });
}
