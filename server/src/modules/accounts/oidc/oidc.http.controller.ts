// Google and LINE sign-in: which providers are on, the OpenID code flow (start → provider →
// client page /login/line-callback → callback here), and sign-in with an id_token the client
// already holds (POST /api/auth/firebase/verify for Google, POST /api/line/liff-login for LIFF).
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Logger,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  authProvidersResponseSchema,
  firebaseVerifyRequestSchema,
  liffLoginRequestSchema,
  messages,
  oidcCallbackQuerySchema,
  oidcLoginQuerySchema,
  oidcProviderParamSchema,
  type AuthProvidersResponse,
  type FirebaseVerifyResponse,
  type IdentityProvider,
  type LiffLoginResponse,
  type OidcCallbackResponse,
  liffLoginResponseSchema,
  oidcCallbackResponseSchema,
  sessionResponseSchema,
} from '@shop/contracts';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { APP_CONFIG, type Config } from '../../../config/config';
import { validate } from '../../../http/zod-validation.pipe';
import { publicOrigin } from '../../../http/public-origin';
import { IdTokenInvalid, type IdTokenClaims } from './id-token';
import { OidcProviders, ProviderUnavailable, randomToken } from './oidc-providers.service';
import { ProviderSignIn } from './provider-sign-in.service';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

/** Both providers come back to this client page, which calls the callback below. */
export const CALLBACK_PAGE = '/login/line-callback';
const STATE_COOKIE = 'oidc_state';
const STATE_TTL_MS = 10 * 60_000;

interface LoginState {
  provider: IdentityProvider;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
}

@ApiTag('Accounts')
@Controller()
export class OidcHttpController {
  private readonly logger = new Logger('OIDC');

  constructor(
    @Inject(OidcProviders) private readonly providers: OidcProviders,
    @Inject(ProviderSignIn) private readonly signIns: ProviderSignIn,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  @Get('auth/providers')
  @ApiDoc({ summary: 'Identity providers this shop offers', answer: authProvidersResponseSchema })
  providersEnabled(): AuthProvidersResponse {
    return authProvidersResponseSchema.parse({
      success: true,
      data: {
        google: this.providers.enabled('google'),
        line: this.providers.enabled('line'),
        line_liff_id: this.providers.enabled('line') ? (this.config.LINE_LIFF_ID ?? null) : null,
      },
    });
  }

  @Get('auth/oidc/:provider/login')
  @ApiDoc({ summary: 'Start signing in at an identity provider', answer: { status: 302, redirect: "The provider's authorization page" } })
  login(
    @Param('provider', validate(oidcProviderParamSchema)) provider: IdentityProvider,
    @Query(validate(oidcLoginQuerySchema)) query: z.output<typeof oidcLoginQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.startLogin(provider, query.redirect ?? '/', req, res);
  }

  /** The spec's LINE entry point (002 §7: "Redirect to /api/line/login"). */
  @Get('line/login')
  @ApiDoc({ summary: 'Start signing in with LINE', answer: { status: 302, redirect: "LINE's authorization page" } })
  lineLogin(
    @Query(validate(oidcLoginQuerySchema)) query: z.output<typeof oidcLoginQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.startLogin('line', query.redirect ?? '/', req, res);
  }

  @Get('auth/oidc/callback')
  @ApiDoc({ summary: "Finish an identity provider's sign-in", answer: oidcCallbackResponseSchema })
  callback(
    @Query(validate(oidcCallbackQuerySchema)) query: z.output<typeof oidcCallbackQuerySchema>,
    @Req() req: Request,
  ): Promise<OidcCallbackResponse> {
    return this.finishLogin(query, req);
  }

  @Get('line/callback')
  @ApiDoc({ summary: "Finish LINE's sign-in", answer: oidcCallbackResponseSchema })
  lineCallback(
    @Query(validate(oidcCallbackQuerySchema)) query: z.output<typeof oidcCallbackQuerySchema>,
    @Req() req: Request,
  ): Promise<OidcCallbackResponse> {
    return this.finishLogin(query, req);
  }

  @Post('auth/firebase/verify')
  @HttpCode(200)
  @ApiDoc({ summary: 'Sign in with a Firebase ID token', answer: sessionResponseSchema })
  async firebaseVerify(
    @Body(validate(firebaseVerifyRequestSchema)) body: z.output<typeof firebaseVerifyRequestSchema>,
  ): Promise<FirebaseVerifyResponse> {
    const claims = await this.verified('google', body.id_token, messages.auth.googleVerifyFailed);
    const { user, token } = await this.signIns.signIn('google', claims, { invitationCode: body.invitation_code, password: body.password });
    return { success: true, data: { user, token } };
  }

  @Post('line/liff-login')
  @HttpCode(200)
  @ApiDoc({ summary: 'Sign in inside the LINE app (LIFF)', answer: liffLoginResponseSchema })
  async liffLogin(@Body(validate(liffLoginRequestSchema)) body: z.output<typeof liffLoginRequestSchema>): Promise<LiffLoginResponse> {
    const claims = await this.verified('line', body.id_token, messages.auth.lineSessionExpired);
    const { user, token } = await this.signIns.signIn('line', claims);
    return { success: true, token, user, redirect_url: '/' };
  }

  private async startLogin(provider: IdentityProvider, returnTo: string, req: Request, res: Response): Promise<void> {
    if (!this.providers.enabled(provider)) throw new NotFoundException({ success: false, message: messages.auth.providerDisabled });
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken() + randomToken();
    const redirectUri = `${publicOrigin(req, this.config)}${CALLBACK_PAGE}`;
    const url = await this.providers.authorizationUrl(provider, { redirectUri, state, nonce, codeVerifier });
    await this.db.query(
      'INSERT INTO oidc_login_states (state, provider, nonce, code_verifier, redirect_uri, return_to, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [state, provider, nonce, codeVerifier, redirectUri, returnTo, new Date(Date.now() + STATE_TTL_MS)],
    );
    // The state is also bound to this browser, so a callback link from someone else signs no one in.
    res.cookie(STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/api', maxAge: STATE_TTL_MS });
    res.redirect(302, url);
  }

  private async finishLogin(query: { code: string; state: string }, req: Request): Promise<OidcCallbackResponse> {
    const failed = () => new UnauthorizedException({ success: false, message: messages.auth.userVerifyFailed });
    if (cookie(req, STATE_COOKIE) !== query.state) throw failed();
    const [state]: LoginState[] = await this.db.query(
      'WITH used AS (UPDATE oidc_login_states SET used_at = now() WHERE state = $1 AND used_at IS NULL AND expires_at > now() RETURNING *) SELECT * FROM used',
      [query.state],
    );
    if (!state) throw failed();
    let claims: IdTokenClaims;
    try {
      claims = await this.providers.exchangeCode(state.provider, {
        code: query.code,
        redirectUri: state.redirect_uri,
        codeVerifier: state.code_verifier,
        nonce: state.nonce,
      });
    } catch (error) {
      if (!(error instanceof IdTokenInvalid || error instanceof ProviderUnavailable)) throw error;
      this.logger.warn(`${state.provider} code exchange refused: ${error.message}`);
      throw failed();
    }
    const { user, token } = await this.signIns.signIn(state.provider, claims);
    return { success: true, data: { user, token }, redirect: state.return_to };
  }

  private async verified(provider: IdentityProvider, idToken: string, message: string): Promise<IdTokenClaims> {
    if (!this.providers.enabled(provider)) throw new NotFoundException({ success: false, message: messages.auth.providerDisabled });
    try {
      return await this.providers.verify(provider, idToken);
    } catch (error) {
      if (!(error instanceof IdTokenInvalid || error instanceof ProviderUnavailable)) throw error;
      this.logger.warn(`${provider} id_token refused: ${error.message}`);
      throw new UnauthorizedException({ success: false, message });
    }
  }
}

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
