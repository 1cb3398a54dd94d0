import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AccountApi,
  LoginBody,
  LoginData,
  optionalText,
  ProfileBody,
  RegisterBody,
  ResetByCodeBody,
  ResetPayBody,
  ResetPwdBody,
  SendResetCodeBody,
  UserInfo,
  VerifyPayBody,
  VerifyPayData,
  DEVICE_HEADER,
  ErrorKey,
  SessionEndBody,
  SessionInfo,
  WalletApi,
} from '@tradewind/contract';
import { responses, routePath } from '../../lib/route-schema.js';
import { changePassword, login, register, updateProfile } from './account-service.js';
import { setPayCode, verifyPayCode, PAY_CODE_ERRORS } from './pay-code.js';
import { resetByCode, sendResetCode } from './password-reset.js';
import { registrationsPerIp } from './limits.js';
import { endOwnSession, endSession, listSessions, type SignInClient } from './sessions.js';
import { toUserInfo } from './user-info.js';

const tags = ['account'];

/** The sign-in's browser, and the device key the app keeps (decision 052, withdrawal protections). */
const DEVICE_KEY = /^[A-Za-z0-9_-]{16,64}$/;
function clientOf(request: FastifyRequest): SignInClient {
  const ua = request.headers['user-agent'];
  const key = request.headers[DEVICE_HEADER];
  return {
    userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
    deviceKey: typeof key === 'string' && DEVICE_KEY.test(key) ? key : null,
  };
}

const user = { auth: 'user' as const };

export const accountRoutes: FastifyPluginAsyncZod<{ registrationsPerIp: number }> = async (app, options) => {
  const registrationLimit = registrationsPerIp(options.registrationsPerIp);
  const withToken = (result: { user: Parameters<typeof toUserInfo>[0]; token: string }) => ({
    userinfo: { ...toUserInfo(result.user), token: result.token },
  });

  app.post(
    AccountApi.login,
    {
      schema: {
        summary: 'Log in with the account name or email and the password',
        tags,
        body: LoginBody,
        response: responses(LoginData),
        errors: [ErrorKey.LoginFailed, ErrorKey.AccountDisabled, ErrorKey.RateLimited, ErrorKey.PasskeyRequired],
      },
    },
    async (req, reply) => reply.ok(withToken(await login(app.db, req.body, req.ip, clientOf(req))), 'success.loggedIn'),
  );

  app.post(
    AccountApi.register,
    {
      schema: {
        summary: 'Open a buyer account and log in',
        tags,
        body: RegisterBody,
        response: responses(LoginData),
        errors: [ErrorKey.AccountExists, ErrorKey.EmailExists, ErrorKey.RegisterLimited],
      },
    },
    async (req, reply) => {
      const from = { ip: req.ip, limit: registrationLimit, client: clientOf(req) };
      return reply.ok(withToken(await register(app.db, req.body, req.lang, from)), 'success.registered');
    },
  );

  app.get(
    AccountApi.getUserInfo,
    { config: user, schema: { summary: 'Read the buyer who is logged in', tags, response: responses(UserInfo) } },
    async (req, reply) => reply.ok(toUserInfo(req.user!)),
  );

  app.post(
    routePath(AccountApi.logout),
    {
      config: user,
      schema: {
        summary: 'Log out: end this session',
        tags,
        querystring: z.object({ lang: optionalText(10).optional() }),
        response: responses(z.null()),
      },
    },
    async (req, reply) => {
      await endSession(app.db, req.sessionId!);
      return reply.ok(null, 'success.loggedOut');
    },
  );

  app.post(
    AccountApi.profile,
    {
      config: user,
      schema: {
        summary: 'Change the email, mobile number or name',
        tags,
        body: ProfileBody,
        response: responses(UserInfo),
        errors: [ErrorKey.EmailExists],
      },
    },
    async (req, reply) => reply.ok(toUserInfo(await updateProfile(app.db, req.user!, req.body)), 'success.saved'),
  );

  app.post(
    AccountApi.resetpwd,
    {
      config: user,
      schema: {
        summary: 'Change the login password (ends every session)',
        tags,
        body: ResetPwdBody,
        response: responses(z.null()),
        errors: [ErrorKey.OldPasswordWrong],
      },
    },
    async (req, reply) => {
      await changePassword(app.db, req.user!, req.body);
      return reply.ok(null, 'success.passwordChanged');
    },
  );

  app.post(
    AccountApi.resetPay,
    {
      config: user,
      schema: {
        summary: 'Set the payment code, or change it with the old one',
        tags,
        body: ResetPayBody,
        response: responses(z.null()),
        errors: [ErrorKey.OldPayCodeWrong, ErrorKey.PayCodeLocked, ErrorKey.RateLimited],
      },
    },
    async (req, reply) => reply.ok(null, await setPayCode(app.db, app.payCodes, req.user!, req.body)),
  );

  app.post(
    AccountApi.verifyPay,
    {
      config: user,
      schema: {
        summary: 'Check the payment code (counts towards its lockout)',
        tags,
        body: VerifyPayBody,
        response: responses(VerifyPayData),
        errors: [...PAY_CODE_ERRORS],
      },
    },
    async (req, reply) => {
      await verifyPayCode(app.db, app.payCodes, req.user!.id, req.body.pay_password);
      return reply.ok({ verified: true as const }, 'success.payCodeVerified');
    },
  );

  app.post(
    AccountApi.sendResetCode,
    {
      schema: {
        summary: 'Email a code to reset the password',
        tags,
        body: SendResetCodeBody,
        response: responses(z.null()),
        errors: [ErrorKey.RateLimited],
      },
    },
    async (req, reply) => {
      await sendResetCode(app.db, app.mailer, req.body.email, req.ip, req.lang);
      return reply.ok(null, 'success.resetCodeSent');
    },
  );

  app.post(
    AccountApi.resetByCode,
    {
      schema: {
        summary: 'Set a new password with the emailed code',
        tags,
        body: ResetByCodeBody,
        response: responses(z.null()),
        errors: [ErrorKey.ResetCodeInvalid, ErrorKey.RateLimited],
      },
    },
    async (req, reply) => {
      await resetByCode(app.db, req.body);
      return reply.ok(null, 'success.passwordReset');
    },
  );

  app.get(
    WalletApi.sessions,
    {
      config: user,
      schema: {
        summary: "List the buyer's sessions: browser, system, when signed in and last seen",
        tags,
        response: responses(z.object({ list: z.array(SessionInfo) })),
      },
    },
    async (req, reply) => reply.ok({ list: await listSessions(app.db, req.user!.id, req.sessionId!) }),
  );

  app.post(
    WalletApi.sessionEnd,
    {
      config: user,
      schema: {
        summary: 'End one of the buyer’s sessions (another device signed out)',
        tags,
        body: SessionEndBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await endOwnSession(app.db, req.user!.id, req.body.id);
      return reply.ok(null, 'success.sessionEnded');
    },
  );
};
