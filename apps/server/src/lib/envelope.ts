/**
 * The envelope on every answer, and the one error handler that renders failures into it:
 * catalogue errors keep HTTP 200 (the client reads `code`), faults answer 500 with a request id.
 */
import { ErrorCode, httpStatusFor } from '@agora/contract/errors';
import { resolveLang } from '@agora/contract/locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem } from './errors';
import { messageFor } from './messages';
import { validationError } from './validation';

/** The success envelope. @example return success(request, { list }) */
export function success<T>(request: FastifyRequest, data: T) {
  return { code: ErrorCode.success, message: messageFor(request.lang, ErrorCode.success), data };
}

/** What a field failure adds to the envelope: the field, why (a key of the messages' `reasons`) and that reason's values. */
function fieldDetails(problem: FieldProblem) {
  return { field: problem.field, reason: problem.reason, ...(problem.params ? { params: problem.params } : {}) };
}

function toAppError(error: FastifyError, request: FastifyRequest, bodyLimit: number): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    const input = part === 'querystring' ? request.query : part === 'params' ? request.params : request.body;
    return validationError(error.validation, input, request.routeOptions.config?.invalidCode);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError(ErrorCode.invalidParameter, {}, { field: 'body', reason: 'tooBig', params: { max: `${bodyLimit} B` } });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.statusCode === 400) {
    return new AppError(ErrorCode.invalidParameter, {}, { field: 'body', reason: 'invalid' });
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error, request, bodyLimit);
    if (appError) {
      const status = error.statusCode === 413 ? 413 : httpStatusFor(appError.code);
      return reply.status(status).send({
        code: appError.code,
        message: messageFor(request.lang, appError.code, appError.params, appError.problem),
        data: appError.data,
        ...(appError.problem ? fieldDetails(appError.problem) : {}),
      });
    }
    // The static file server refuses a path out of its folder (`/media/../agora.sqlite`) with 403
    // and a file it cannot send with 404: the client's doing, answered plainly, no stack logged.
    if (error.statusCode === 403 || error.statusCode === 404) {
      const code = error.statusCode === 403 ? ErrorCode.noPermission : ErrorCode.routeNotFound;
      request.log.info({ url: request.url, status: error.statusCode }, 'refused a path');
      return reply.status(error.statusCode).send({ code, message: messageFor(request.lang, code), data: null });
    }
    request.log.error({ err: error }, 'unexpected fault');
    return reply.status(500).send({
      code: ErrorCode.internalError,
      message: messageFor(request.lang, ErrorCode.internalError, { requestId: request.id }),
      data: null,
      request_id: request.id,
    });
  });
}

/**
 * Errors Fastify raises before a route is chosen (a path that is not valid percent-encoding, say)
 * get the envelope too: 1000008 naming the address, in the language of the `lang` header (the
 * hooks that set `request.lang` have not run yet).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem: FieldProblem = { field: 'url', reason: 'invalid' };
  request.log.info({ err: error }, 'refused before routing');
  return reply.status(httpStatusFor(ErrorCode.invalidParameter)).send({
    code: ErrorCode.invalidParameter,
    message: messageFor(resolveLang(request.headers.lang), ErrorCode.invalidParameter, {}, problem),
    data: null,
    ...fieldDetails(problem),
  });
}
