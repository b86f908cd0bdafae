import { pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * react-pdf with pdf.js's worker served by the build (Vite's `?url`: a file of its own, fetched
 * by the browser when the first PDF opens). Import react-pdf through this module only, and only
 * from lazily loaded screens: pdf.js must stay out of the login bundle. Hand `Document` the
 * file's Blob (from `useFileBlobUrl`), not its object URL: pdf.js would fetch the URL, and the
 * API's CSP (`connect-src 'self'`) refuses `blob:` connections.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export { Document, Page } from 'react-pdf';
