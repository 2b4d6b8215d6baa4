// The one way the client talks to /api: JSON, bearer token, zh-TW errors, answers typed by the
// contracts. Answers are not re-validated here: zod stays off the first load (see client/README.md).
import { messages, type ErrorResponse } from '@shop/contracts';
import { auth, signOut } from '../stores/auth.store';
import { showToast } from '../stores/toast.store';

export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = messages.network.noResponse;
export const SERVER_ERROR_MESSAGE = messages.network.serverError;
export const SESSION_EXPIRED_MESSAGE = messages.auth.sessionExpired;

export interface ApiErrorDetails {
  /** Seconds left on a lock held by someone else (423). */
  remain?: number;
  /** Field messages of a 400. */
  fieldErrors?: Record<string, string>;
  /** True when `message` is the server's own words rather than a generic fallback. */
  fromServer?: boolean;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly remain?: number;
  readonly fieldErrors?: Record<string, string>;
  readonly fromServer: boolean;

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.remain = details.remain;
    this.fieldErrors = details.fieldErrors;
    this.fromServer = details.fromServer ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = (info: { hadSession: boolean }) => void;

function defaultUnauthorizedHandler(): void {
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname === '/login') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;

/** The app installs a router-aware handler; the default reloads onto /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Leave a 401 to the caller (a failed sign-in answers 401 and must show its own message);
   * the session is still cleared when one existed.
   */
  handleUnauthorized?: boolean;
  /** Let the request outlive the page (a call sent while the page is being left or closed). */
  keepalive?: boolean;
  /** Send this session token instead of the current one (logout ends the session here first). */
  token?: string | null;
  /**
   * The purchase's Idempotency-Key (see idempotency-key.ts): sent as the header, and a request that
   * got no answer is sent once more with it (the server answers the first purchase, never a second).
   */
  idempotencyKey?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an error answer (contracts' `ErrorResponse`), each read on its own: an error may
 * come from a proxy or a crash rather than the shop, and one odd field must not hide the message.
 */
function readErrorBody(payload: unknown): Partial<Pick<ErrorResponse, 'message' | 'remain' | 'errors'>> {
  if (!isRecord(payload)) return {};
  const { message, remain, errors } = payload;
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    remain: typeof remain === 'number' && Number.isInteger(remain) && remain >= 0 ? remain : undefined,
    errors: isRecord(errors) && Object.values(errors).every((v) => typeof v === 'string') ? (errors as Record<string, string>) : undefined,
  };
}

/** A 401 on any call ends the session and sends the user to /login (spec 000 §4, §8). */
function onUnauthorized(handle: boolean): void {
  const hadSession = Boolean(auth.token);
  signOut();
  if (!handle) return;
  if (hadSession) showToast(SESSION_EXPIRED_MESSAGE, 'error');
  unauthorizedHandler({ hadSession });
}

/**
 * Calls the API; `T` is the contract's response type (`z.infer` of its schema), which the
 * server's controller is typed with too.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, handleUnauthorized = true, keepalive } = options;
  const sentToken = options.token === undefined ? auth.token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;

  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });

  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      // Only a keyed call is safe to send again: the server answers it once.
      if (!options.idempotencyKey || signal?.aborted) throw error;
      return send();
    });
  } catch (error) {
    // A cancelled query is not a network failure: let TanStack Query see the abort.
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  const payload = await readBody(response);

  if (!response.ok) {
    // A 401 about a session that has already ended or changed here (a call still in flight at
    // logout, or from before another member signed in) says nothing about the current one.
    if (response.status === 401 && sentToken === auth.token) onUnauthorized(handleUnauthorized);
    const data = readErrorBody(payload);
    const fromServer = data.message !== undefined;
    throw new ApiError(data.message ?? SERVER_ERROR_MESSAGE, response.status, {
      remain: data.remain,
      fieldErrors: data.errors,
      fromServer,
    });
  }

  // Every shop answer is a JSON object or list; anything else (an HTML page from a proxy, an
  // empty body) did not come from the shop's API.
  if (typeof payload !== 'object' || payload === null) throw new ApiError(SERVER_ERROR_MESSAGE, response.status);
  return payload as T;
}

/** The zh-TW message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = SERVER_ERROR_MESSAGE): string {
  if (isApiError(error)) return error.message;
  return fallback;
}
