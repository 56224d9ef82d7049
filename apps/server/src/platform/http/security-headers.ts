// Security headers on every answer, pages and API alike, set by the ecosystem's maintained plugin
// (@fastify/helmet). The built portal and console run without inline scripts, and so does the API
// reference page (Swagger UI loads its initializer as a file), so scripts come from this origin
// only; antd writes its styles at run time (CSS-in-JS), hence inline styles are allowed. Pictures
// may be data: URLs (the authenticator QR code) or blobs (previews of uploads), a frame may show
// a blob (a PDF under review in the console), and so may a video (a liveness recording under
// review in the console).
// HSTS is sent only on answers that went out over HTTPS: directly, or behind a proxy that says so
// (X-Forwarded-Proto, read when TRUST_PROXY is on) — over plain HTTP it would be meaningless.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
