import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptInvitationBody,
  AdminStaffApi,
  ErrorKey,
  InvitationCodeBody,
  InvitationIdBody,
  InvitationView,
  OperatorMe,
  StaffIdBody,
  StaffInvitation,
  StaffInviteBody,
  StaffInvited,
  StaffMember,
  StaffQuery,
  StaffShopsBody,
  pageOf,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { consoleSignedIn } from '../admin-session/routes.js';
import { acceptInvitation } from './accept.js';
import { guardCodeTries } from './code-tries.js';
import { inviteStaff, openInvitations, revokeInvitation, viewInvitation } from './invitations.js';
import { removeStaff, setStaffShops, staffPage } from './staff-desk.js';

const tags = ['admin: staff'];
const operator = { auth: 'operator' as const };

/**
 * The platform's staff desk (operators only): staff with their shops, invitations, changing a member's shops,
 * removing one; and the two public calls of the accept page, which turn an invitation into a staff account.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminStaffApi.list,
    {
      config: operator,
      schema: {
        summary: 'List staff with their shops',
        tags,
        querystring: StaffQuery,
        response: responses(pageOf(StaffMember)),
      },
    },
    async (req, reply) => reply.ok(await staffPage(app.db, req.query)),
  );
  app.get(
    AdminStaffApi.invitations,
    {
      config: operator,
      schema: {
        summary: 'List the invitations not yet accepted, revoked or expired',
        tags,
        querystring: StaffQuery,
        response: responses(pageOf(StaffInvitation)),
      },
    },
    async (req, reply) => reply.ok(await openInvitations(app.db, req.query)),
  );
  app.post(
    AdminStaffApi.invite,
    {
      config: operator,
      schema: {
        summary: 'Invite a person as staff of some shops: a one-time link, answered once and mailed',
        tags,
        body: StaffInviteBody,
        response: responses(StaffInvited),
        errors: [ErrorKey.EmailExists],
      },
    },
    async (req, reply) => {
      const origin = `${req.protocol}://${req.host}`;
      const invited = await inviteStaff(app.db, app.mailer, req.user!, req.body, { origin, lang: req.lang });
      return reply.ok(invited, 'success.saved');
    },
  );
  app.post(
    AdminStaffApi.revoke,
    {
      config: operator,
      schema: {
        summary: 'Revoke an open invitation',
        tags,
        body: InvitationIdBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => {
      await revokeInvitation(app.db, req.body.id);
      return reply.ok(null, 'success.removed');
    },
  );
  app.post(
    AdminStaffApi.shops,
    {
      config: operator,
      schema: {
        summary: 'Change the shops a staff member works for',
        tags,
        body: StaffShopsBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await setStaffShops(app.db, req.body.user_id, req.body.shop_ids);
      return reply.ok(null, 'success.saved');
    },
  );
  app.post(
    AdminStaffApi.remove,
    {
      config: operator,
      schema: {
        summary: 'Remove a staff member: their shops go, the account is disabled and signed out',
        tags,
        body: StaffIdBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await removeStaff(app.db, req.body.user_id);
      return reply.ok(null, 'success.removed');
    },
  );

  const codeErrors = [
    ErrorKey.InvitationInvalid,
    ErrorKey.InvitationUsed,
    ErrorKey.InvitationExpired,
    ErrorKey.RateLimited,
  ];
  app.post(
    AdminStaffApi.invitation,
    {
      schema: {
        summary: 'Read an invitation by its code: for whom and for which shops',
        tags,
        body: InvitationCodeBody,
        response: responses(InvitationView),
        errors: codeErrors,
      },
    },
    async (req, reply) => reply.ok(await guardCodeTries(app.db, req.ip, () => viewInvitation(app.db, req.body.code))),
  );
  app.post(
    AdminStaffApi.accept,
    {
      schema: {
        summary: 'Accept an invitation with an account name and password: a signed-in staff account',
        tags,
        body: AcceptInvitationBody,
        response: responses(OperatorMe),
        errors: [...codeErrors, ErrorKey.AccountExists, ErrorKey.EmailExists],
      },
    },
    async (req, reply) => {
      const { user, token } = await guardCodeTries(app.db, req.ip, () => acceptInvitation(app.db, req.body, req.lang));
      return reply.ok(await consoleSignedIn(app.db, req, reply, user, token), 'success.registered');
    },
  );
};
