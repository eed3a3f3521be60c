import { Rec, recKeys } from '@bookdirect/gateway-sdk/contract';
import { yup } from '@bookdirect/gateway-sdk/schemas';
import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { BusinessError, envelope, type WireEnvelope } from '../http/envelope';
import { fieldErrorsFromSchema, fieldErrorsFromYup, INVALID_KEY } from '../http/field-errors';

const BAD_REQUEST_KEY = 'errors:bad_request';
const INTERNAL_KEY = 'errors:internal';

/**
 * One place turns every failure into an envelope. Business outcomes are HTTP 200 with their
 * rec; HTTP >= 400 is kept for transport faults (unknown route, malformed request, body too
 * big) and crashes, whose internal message and stack never reach the caller.
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    handleError(error as unknown, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    sendEnvelope(reply, 404, envelope(request.lang, Rec.notFound, recKeys[Rec.notFound], null));
  });
};

export const errorsPlugin = fp(plugin, { name: 'errors', dependencies: ['language'] });

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { lang } = request;

  if (error instanceof BusinessError) {
    sendEnvelope(reply, 200, envelope(lang, error.rec, error.key, error.data, error.values));
    return;
  }

  const schemaErrors = fastifyValidation(error);
  if (schemaErrors) {
    const errors = fieldErrorsFromSchema(schemaErrors.errors, schemaErrors.context);
    sendEnvelope(reply, 200, envelope(lang, Rec.validation, recKeys[Rec.validation], { errors }));
    return;
  }

  if (error instanceof yup.ValidationError) {
    const errors = fieldErrorsFromYup(error);
    sendEnvelope(reply, 200, envelope(lang, Rec.validation, recKeys[Rec.validation], { errors }));
    return;
  }

  if (isRefusedValue(error)) {
    // The last line of defence: the contract's bounds should have refused the value. It was
    // the caller's, so rec 2; logged as an error all the same, for the bound to be added.
    request.log.error({ err: error }, 'database refused a value');
    const part = request.body === undefined ? 'querystring' : 'body';
    const errors = { [part]: INVALID_KEY };
    sendEnvelope(reply, 200, envelope(lang, Rec.validation, recKeys[Rec.validation], { errors }));
    return;
  }

  const status = transportStatus(error);
  if (status !== undefined) {
    request.log.info({ err: error }, 'transport fault');
    const notFound = status === 404;
    sendEnvelope(
      reply,
      status,
      envelope(
        lang,
        notFound ? Rec.notFound : Rec.failed,
        notFound ? recKeys[Rec.notFound] : BAD_REQUEST_KEY,
        null,
      ),
    );
    return;
  }

  request.log.error({ err: error }, 'unhandled error');
  sendEnvelope(reply, 500, envelope(lang, Rec.failed, INTERNAL_KEY, null));
}

/**
 * Envelopes of failures bypass the route's response schema, which describes its success
 * `data` and would drop fields such as `data.errors`.
 */
export function sendEnvelope(reply: FastifyReply, status: number, body: WireEnvelope): void {
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

function fastifyValidation(
  error: unknown,
): { errors: FastifySchemaValidationError[]; context: string } | undefined {
  if (typeof error !== 'object' || error === null || !('validation' in error)) return undefined;
  const { validation } = error;
  if (!Array.isArray(validation)) return undefined;
  const context =
    'validationContext' in error && typeof error.validationContext === 'string'
      ? error.validationContext
      : 'body';
  return { errors: validation as FastifySchemaValidationError[], context };
}

/**
 * SQLSTATEs of class 22 (data exception) that only a value from outside can cause: text that
 * is not a number, a number beyond its column, a NUL, a string longer than its column, a date
 * that does not exist. Division by zero and the like are ours, and stay a 500.
 */
const REFUSED_VALUE_STATES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
]);

/** A database error (Drizzle wraps the driver's as its `cause`) about a refused value. */
function isRefusedValue(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && REFUSED_VALUE_STATES.has(code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * A 4xx raised by Fastify itself (unparsable JSON, unsupported media type, body too large).
 * A status on any other error is not trusted: a library's internal fault must not pass for
 * the caller's.
 */
function transportStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = 'code' in error ? error.code : undefined;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (typeof code !== 'string' || !code.startsWith('FST_')) return undefined;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  return status;
}
