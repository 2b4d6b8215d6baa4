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

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
        res.status(status).json(body);
        return;
      }
      if (status >= 500) this.logger.error({ err: exception, path: req.url }, 'server error');
      res.status(status).json({ success: false, message: MESSAGE_BY_STATUS[status] ?? SERVER_ERROR_MESSAGE });
      return;
    }
    const bodyStatus = clientBodyError(exception);
    if (bodyStatus !== null) {
      // Anything else the parser refuses (a 403 from a verify hook, too many parameters…) is a bad request too.
      const status = bodyStatus === 413 || bodyStatus === 415 ? bodyStatus : 400;
      res.status(status).json({ success: false, message: MESSAGE_BY_STATUS[status] });
      return;
    }
    if (exception instanceof CommandConflictError) {
      // Writers kept racing on one stream past the retries: nothing was written; try again.
      this.logger.warn({ err: exception, path: req.url }, 'command still conflicting');
      res.status(409).json({ success: false, message: messages.common.operationFailed });
      return;
    }
    this.logger.error({ err: exception, path: req.url, correlationId: req.header('x-correlation-id') }, 'unhandled error');
    res.status(500).json({ success: false, message: SERVER_ERROR_MESSAGE });
  }
}
