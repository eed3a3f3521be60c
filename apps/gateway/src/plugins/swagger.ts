import { Rec, recKeys } from '@bookdirect/gateway-sdk/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { securitySchemes } from '../http/audience';

const recTable = Object.entries(Rec)
  .map(([name, code]) => `| ${code} | ${name} | \`${recKeys[code]}\` |`)
  .join('\n');

const DESCRIPTION = `The Bookdirect gateway: the \`/v1/u\` contract of the traveller and marketing sites,
and the back office's calls under \`/v1/s\`.

## Transport

Browsers never call this API; the sites' servers do, through one endpoint:
\`POST /gateway\` with the headers \`X-Api-Path\` (the path under \`/v1/u\` or \`/v1/s\` with its query) and
\`X-Api-Method\` (\`GET\`, \`POST\` or \`PUT\`), plus \`token\` (session), \`o_token\` (anonymous
check-in) and \`Accept-Language\` or \`?lang=cn|en\`; the JSON body is the call's body. Every
call below also answers directly at its own path with its own method. One exception to
"never": the \`partner\` calls, public catalogue reads, answer browsers on the sites of the
partners in the partners table (CORS, for the partner embed), at their own path only.

## Audiences

Each call's \`x-audience\` says who may make it, checked before anything else the call does:
\`public\` (anyone; a call that reads a session when one is sent says so), \`partner\` (anyone,
and browsers on a partner's page, as above), \`member\` (a live session in the
\`token\` header, else rec 3), \`guest\` (the check-in \`o_token\` of the order the call
names, else rec 4), \`staff\` (a live staff session in \`token\`, a member's being none, else rec
3) and \`{ staff: [roles] }\` (such a session of one of these roles, else rec 4). \`security\`
names the token a \`member\`, \`guest\` or staff call needs. The back office's calls are under
\`/v1/s\`, reached directly or through \`/gateway\` like the others, the group's administration
(leads, the platform-order import, exchange rates) among them.

## Answers

Every answer is \`{ rec, msg, data, key }\`: \`msg\` in the request language, \`key\` its locales
key. Business outcomes are HTTP 200 and told apart by \`rec\`:

| rec | meaning | key |
|-----|---------|-----|
${recTable}

rec 2 carries \`data.errors\` (\`{ field: locales key }\`), rec 7 \`data.retry_after\` (seconds).
HTTP status 400 and above means a transport fault: a malformed request or dispatch header,
a body that is too big, an unknown route (404), or a fault of the server (500); the body is
still an envelope.`;

export interface SwaggerOptions {
  /** Where the API is reached, listed as the document's server. */
  publicUrl: string;
}

/** The OpenAPI reference, generated from the route schemas: `/openapi.json`, UI at `/docs`. */
const plugin: FastifyPluginAsync<SwaggerOptions> = async (app, { publicUrl }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Bookdirect gateway', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: publicUrl }],
      components: { securitySchemes },
      tags: [
        { name: 'transport', description: 'The single endpoint the sites call' },
        { name: 'catalog', description: 'Regions, currencies, hotels, rooms and prices' },
        { name: 'staff', description: 'The back office, under /v1/s' },
        { name: 'system', description: 'Operations' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Without the top bar: its logo is an SVG with a <style> of its own, which the gateway's
    // Content-Security-Policy (no inline styles) would refuse, and its "Explore" box, which
    // loads any URL's spec into this page, is not something our reference needs.
    uiConfig: { layout: 'BaseLayout' },
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export const swaggerPlugin = fp(plugin, { name: 'swagger' });
