import { AdminFxApi, type FxImportData } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The text of an ECB daily reference rates file, which the server reads and refuses whole when it is not one. */
export const importFxRates = (xml: string) => adminHttp.post<FxImportData>(AdminFxApi.ratesImport, { xml });
