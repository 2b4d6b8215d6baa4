// Every error leaves as `{success: false, message}` in zh-TW. Our own exceptions carry that body
// already; framework ones (unknown route) and the body parser's (malformed JSON, oversized body,
// unknown or broken Content-Encoding or charset) get a message by status; anything unexpected is
// logged and answered with the spec's generic server message.
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { messages } from '@shop/contracts';
import { CommandConflictError } from '../platform/command-runner';

export const SERVER_ERROR_MESSAGE = '伺服器返回錯誤，請稍後再試';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: messages.common.badRequest,
  401: '登入狀態已過期，請重新登入',
  403: '權限不足',
  404: '找不到請求的資源',
  413: messages.common.bodyTooLarge,
  415: messages.common.unsupportedEncoding,
  429: '操作太頻繁，請稍後再試',
};

/**
 * An error the body parser (express.json / urlencoded, raw-body) raised about the request it was
 * sent: an http-errors error with a 4xx status it marks safe to expose (413 too large, 415 unknown
 * encoding or charset, 400 unparsable or broken compression). Its status is the client's fault.
 */
function clientBodyError(exception: unknown): number | null {
  if (!(exception instanceof Error)) return null;
  const { status, expose } = exception as Error & { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : null;
}

/**
 * The answer to an error: its status and `{success: false, message}` body. Logs what is the server's
 * fault. `where` names the request in the log.
 */
export function errorAnswer(exception: unknown, logger: Logger, where: { path?: string; correlationId?: unknown }): { status: number; body: object } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) return { status, body };
    if (status >= 500) logger.error({ err: exception, path: where.path }, 'server error');
    return { status, body: { success: false, message: MESSAGE_BY_STATUS[status] ?? SERVER_ERROR_MESSAGE } };
  }
  const bodyStatus = clientBodyError(exception);
  if (bodyStatus !== null) {
    // Anything else the parser refuses (a 403 from a verify hook, too many parameters…) is a bad request too.
    const status = bodyStatus === 413 || bodyStatus === 415 ? bodyStatus : 400;
    return { status, body: { success: false, message: MESSAGE_BY_STATUS[status] } };
  }
  if (exception instanceof CommandConflictError) {
    // Writers kept racing on one stream past the retries: nothing was written; try again.
    logger.warn({ err: exception, path: where.path }, 'command still conflicting');
    return { status: 409, body: { success: false, message: messages.common.operationFailed } };
  }
  logger.error({ err: exception, path: where.path, correlationId: where.correlationId }, 'unhandled error');
  return { status: 500, body: { success: false, message: SERVER_ERROR_MESSAGE } };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const { status, body } = errorAnswer(exception, this.logger, { path: req.url, correlationId: req.header('x-correlation-id') });
    ctx.getResponse<Response>().status(status).json(body);
  }
}
