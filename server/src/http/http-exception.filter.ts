// Every error leaves as `{success: false, message}` in zh-TW. Our own exceptions carry that body
// already; framework ones (malformed JSON, unknown route, oversized body) get a message by
// status; anything unexpected is logged and answered with the spec's generic server message.
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
  413: '請求內容過大',
  429: '操作太頻繁，請稍後再試',
};

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
