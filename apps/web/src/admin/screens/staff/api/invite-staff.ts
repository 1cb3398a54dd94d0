import { AdminStaffApi, type StaffInviteBody, type StaffInvited } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Invites a person for some shops: the one-time code and link come back once, to hand over. */
export const inviteStaff = (body: StaffInviteBody) => adminHttp.post<StaffInvited>(AdminStaffApi.invite, body);
