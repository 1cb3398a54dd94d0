import { useQuery } from '@tanstack/react-query';
import { AdminProtectionApi, type ProtectionSettings } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Buyer protection's one extension (days) and the late-delivery credit's rule (decision 045). */
export const getProtectionSettings = () => adminHttp.get<ProtectionSettings>(AdminProtectionApi.settings);

export const useProtectionSettings = () =>
  useQuery({ queryKey: ['admin', 'protection-settings'], queryFn: getProtectionSettings });
