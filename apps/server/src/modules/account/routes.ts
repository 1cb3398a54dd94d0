import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountApi,
  LoginBody,
  LoginData,
  ProfileBody,
  RegisterBody,
  ResetByCodeBody,
  ResetPayBody,
  ResetPwdBody,
  SendResetCodeBody,
  UserInfo,
  VerifyPayBody,
  VerifyPayData,
} from '@tradewind/contract';
import { responses, routePath } from '../../lib/route-schema.js';
import { changePassword, login, register, updateProfile } from './account-service.js';
import { setPayCode, verifyPayCode } from './pay-code.js';
import { resetByCode, sendResetCode } from './password-reset.js';
import { endSession } from './sessions.js';
import { toUserInfo } from './user-info.js';

const tags = ['account'];
const user = { auth: 'user' as const };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const withToken = (result: { user: Parameters<typeof toUserInfo>[0]; token: string }) => ({
    userinfo: { ...toUserInfo(result.user), token: result.token },
  });

  app.post(
    AccountApi.login,
    { schema: { tags, body: LoginBody, response: responses(LoginData) } },
    async (req, reply) => reply.ok(withToken(await login(app.db, req.body, req.ip)), 'success.loggedIn'),
  );

  app.post(
    AccountApi.register,
    { schema: { tags, body: RegisterBody, response: responses(LoginData) } },
    async (req, reply) => reply.ok(withToken(await register(app.db, req.body, req.lang)), 'success.registered'),
  );

  app.get(
    AccountApi.getUserInfo,
    { config: user, schema: { tags, response: responses(UserInfo) } },
    async (req, reply) => reply.ok(toUserInfo(req.user!)),
  );

  app.post(
    routePath(AccountApi.logout),
    {
      config: user,
      schema: { tags, querystring: z.object({ lang: z.string().max(10).optional() }), response: responses(z.null()) },
    },
    async (req, reply) => {
      await endSession(app.db, req.sessionId!);
      return reply.ok(null, 'success.loggedOut');
    },
  );

  app.post(
    AccountApi.profile,
    { config: user, schema: { tags, body: ProfileBody, response: responses(UserInfo) } },
    async (req, reply) => reply.ok(toUserInfo(await updateProfile(app.db, req.user!, req.body)), 'success.saved'),
  );

  app.post(
    AccountApi.resetpwd,
    { config: user, schema: { tags, body: ResetPwdBody, response: responses(z.null()) } },
    async (req, reply) => {
      await changePassword(app.db, req.user!, req.body);
      return reply.ok(null, 'success.passwordChanged');
    },
  );

  app.post(
    AccountApi.resetPay,
    { config: user, schema: { tags, body: ResetPayBody, response: responses(z.null()) } },
    async (req, reply) => reply.ok(null, await setPayCode(app.db, app.payCodes, req.user!, req.body)),
  );

  app.post(
    AccountApi.verifyPay,
    { config: user, schema: { tags, body: VerifyPayBody, response: responses(VerifyPayData) } },
    async (req, reply) => {
      await verifyPayCode(app.db, app.payCodes, req.user!.id, req.body.pay_password);
      return reply.ok({ verified: true as const }, 'success.payCodeVerified');
    },
  );

  app.post(
    AccountApi.sendResetCode,
    { schema: { tags, body: SendResetCodeBody, response: responses(z.null()) } },
    async (req, reply) => {
      await sendResetCode(app.db, app.mailer, req.body.email, req.ip, req.lang);
      return reply.ok(null, 'success.resetCodeSent');
    },
  );

  app.post(
    AccountApi.resetByCode,
    { schema: { tags, body: ResetByCodeBody, response: responses(z.null()) } },
    async (req, reply) => {
      await resetByCode(app.db, req.body);
      return reply.ok(null, 'success.passwordReset');
    },
  );
};
