import fp from 'fastify-plugin';

/**
 * docs/architecture.md §6: the token lives in a readable cookie, so XSS is what a strict CSP must stop. The headers never
 * change, so they are written once here and set on every reply (helmet re-parsed its CSP on each request).
 */
const contentSecurityPolicy = (imageOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...imageOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

const securityHeaders = (imageOrigins: readonly string[]) => ({
  'content-security-policy': contentSecurityPolicy(imageOrigins),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * `imageOrigins`: where else pictures may come from, the object store's public origin when /uploads redirects
 * there. connect-src too: the service worker fetches the pictures it keeps, and follows the redirect.
 */
export const securityPlugin = fp<{ imageOrigins?: readonly string[] }>(async (app, { imageOrigins = [] }) => {
  const headers = securityHeaders(imageOrigins);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
