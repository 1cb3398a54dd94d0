import { useQuery } from '@tanstack/react-query';
import { AdminStaffApi, PAGE_MAX_LIMIT, type StaffInvitation } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** The invitations still waiting to be accepted, newest first (the most recent 50). */
export const getInvitations = () =>
  adminHttp.get<Page<StaffInvitation>>(AdminStaffApi.invitations, { page: 1, limit: PAGE_MAX_LIMIT });

export const useInvitations = () => useQuery({ queryKey: ['admin', 'staff-invitations'], queryFn: getInvitations });
