import { useQuery } from '@tanstack/react-query';
import { AdminFxApi, type AdminFxRatesData } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Every display currency with its rate per dollar, when and by whom it was set, and the age it goes stale at. */
export const getFxRates = () => adminHttp.get<AdminFxRatesData>(AdminFxApi.rates);

export const useFxRates = () => useQuery({ queryKey: ['admin', 'fx-rates'], queryFn: getFxRates });
