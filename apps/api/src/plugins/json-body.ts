import fp from 'fastify-plugin';

/**
 * JSON is the only body type (anything else is 415). An empty body with a JSON content type is
 * accepted as "no body": the web client sends `Content-Type: application/json` on every request
 * (a rule of the client contract), including body-less POSTs such as logout. Prototype poisoning is refused.
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
});
