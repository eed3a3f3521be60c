import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Content-Security-Policy directives, as helmet takes them. */
export type CspDirectives = Record<string, string[]>;

/**
 * The policy of every answer. The gateway's pages are plain: the sandbox checkout and the dev
 * mailbox (their one inline `<style>` each is allowed by hash on their own routes), and the
 * Swagger UI at /docs, whose scripts, styles and spec all come from /docs itself and whose
 * icons are `data:` images. No page is ever framed: a framed checkout is a clickjacked Pay
 * button.
 */
export const BASE_POLICY: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Route options (`helmet`) for a page whose policy is the base with some directives replaced. */
export function pagePolicy(changes: CspDirectives) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...BASE_POLICY, ...changes } },
  };
}

/** The CSP source that lets exactly this inline `<style>` (or `<script>`) text apply. */
export function inlineSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Browser features no gateway page uses, off for it and anything it could embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The standard headers on every answer (helmet), plus Permissions-Policy, which helmet does
 * not set, and HSTS only on an answer that went out over HTTPS (`request.protocol`, which
 * believes X-Forwarded-Proto from TRUST_PROXY peers only): sent over plain http it would
 * pin a local or test host to an HTTPS it does not have.
 */
const plugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: BASE_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Cross-Origin-Resource-Policy stays `same-origin`: only images are loaded cross-origin
    // (by the booking site), and their route says `cross-origin` itself.
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
};

export const securityHeadersPlugin = fp(plugin, { name: 'security-headers' });
