import { AdminFxApi, type AdminFxRatesData, type FxRateSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** One currency's rate per dollar, typed by hand: true from the moment it is saved. */
export const saveFxRate = (body: FxRateSaveBody) => adminHttp.post<AdminFxRatesData>(AdminFxApi.rateSave, body);
