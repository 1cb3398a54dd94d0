import { AdminCustomsApi, type AdminCustomsDestination, type CustomsDestinationSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** A destination's rules, all at once; they apply to new checkouts, and orders already placed keep theirs. */
export const saveDestination = (body: CustomsDestinationSaveBody) =>
  adminHttp.post<AdminCustomsDestination>(AdminCustomsApi.save, body);
