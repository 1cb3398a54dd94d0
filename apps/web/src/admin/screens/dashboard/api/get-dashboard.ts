import { useQuery } from '@tanstack/react-query';
import { AdminDashboardApi, type DashboardData, type DashboardQuery } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Sales, orders by state, what waits for a decision and the SKUs running out, in one answer. */
export const getDashboard = (query: DashboardQuery = {}) =>
  adminHttp.get<DashboardData>(AdminDashboardApi.dashboard, query);

export const useDashboard = () => useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => getDashboard() });
