import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { StaffShop } from './staff-shop.js';
import { V, accountName, email, password, positiveBigId, positiveId, textInput } from '../validation.js';

/**
 * A shop's staff (decision 046): an operator invites a person for one or more shops; the invitation is a one-time code
 * the person redeems on the console's accept page for a staff account of their own (never a buyer's account).
 */
export const AdminStaffApi = {
  list: '/api/admin/staff',
  invitations: '/api/admin/staff_invitations',
  invite: '/api/admin/staff_invite',
  revoke: '/api/admin/staff_invitation_revoke',
  shops: '/api/admin/staff_shops',
  remove: '/api/admin/staff_remove',
  /** Public: what an invitation is for, read with its code (a POST, so the code stays out of URLs and logs). */
  invitation: '/api/admin/staff_invitation',
  /** Public: redeem an invitation, choosing an account name and password; signs the new staff account in. */
  accept: '/api/admin/staff_accept',
} as const;

/** How long an invitation can be redeemed. */
export const STAFF_INVITATION_DAYS = 7;
/** The most shops one person works for. */
export const STAFF_SHOPS_MAX = 50;
/** The console's accept page; the code travels in the fragment (`#code=…`), which no server or Referer sees. */
export const STAFF_ACCEPT_PAGE = '/admin/accept';
export const staffAcceptLink = (code: string) => `${STAFF_ACCEPT_PAGE}#code=${encodeURIComponent(code)}`;

export const StaffV = { shops: 'validation.staffShops' } as const;

const shopIds = z
  .array(positiveId, { error: StaffV.shops })
  .min(1, { error: StaffV.shops })
  .max(STAFF_SHOPS_MAX, { error: V.tooLong })
  .transform((ids) => [...new Set(ids)]);

export const StaffQuery = PageQuery;
export const StaffMember = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string(),
  shops: z.array(StaffShop),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** An invitation not yet redeemed, revoked or run out. */
export const StaffInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  shops: z.array(StaffShop),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitation>;

export const StaffInviteBody = z.object({ email, shop_ids: shopIds });
export type StaffInviteBody = z.input<typeof StaffInviteBody>;
/** The code is shown once, to the operator who hands it over; only its hash is kept. */
export const StaffInvited = z.object({ invitation: StaffInvitation, code: z.string(), link: z.string() });
export type StaffInvited = z.infer<typeof StaffInvited>;

export const StaffShopsBody = z.object({ user_id: positiveBigId, shop_ids: shopIds });
export const StaffIdBody = z.object({ user_id: positiveBigId });
export const InvitationIdBody = z.object({ id: positiveBigId });

const code = textInput({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong });
export const InvitationCodeBody = z.object({ code });
/** What the accept page shows before the person chooses their account. */
export const InvitationView = z.object({ email: z.string(), shops: z.array(StaffShop), expires_at: z.string() });
export type InvitationView = z.infer<typeof InvitationView>;

/** The same rules as a buyer's registration for the account name and password. */
export const AcceptInvitationBody = z.object({ code, account: accountName, password });
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;
export const AcceptInvitationForm = AcceptInvitationBody.extend({
  repassword: textInput({ error: V.required }),
}).refine((form) => form.password === form.repassword, { error: V.confirmMismatch, path: ['repassword'] });
