import { AdminStaffApi, type StaffMember } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Staff still at work, with their shops, oldest first. */
export const getStaff = (query: { page: number; limit: number }) =>
  adminHttp.get<Page<StaffMember>>(AdminStaffApi.list, query);
