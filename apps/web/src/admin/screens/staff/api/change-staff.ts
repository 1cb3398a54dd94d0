import { AdminStaffApi } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Replaces the shops a staff member works for. */
export const setStaffShops = (userId: number, shopIds: number[]) =>
  adminHttp.post<null>(AdminStaffApi.shops, { user_id: userId, shop_ids: shopIds });

/** Removes a staff member: signed out, their account disabled. */
export const removeStaff = (userId: number) => adminHttp.post<null>(AdminStaffApi.remove, { user_id: userId });

/** Revokes an invitation not yet accepted. */
export const revokeInvitation = (id: number) => adminHttp.post<null>(AdminStaffApi.revoke, { id });
