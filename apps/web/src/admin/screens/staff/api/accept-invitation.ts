import { AdminStaffApi, type AcceptInvitationBody, type InvitationView, type OperatorMe } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** What an invitation is for, read with its code. */
export const viewInvitation = (code: string) => adminHttp.post<InvitationView>(AdminStaffApi.invitation, { code });

/** Accepts it with an account name and password: the server opens the console's session (its cookie). */
export const acceptInvitation = (body: AcceptInvitationBody) => adminHttp.post<OperatorMe>(AdminStaffApi.accept, body);
