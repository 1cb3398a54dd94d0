import { AdminProtectionApi, type ProtectionSettings, type ProtectionSettingsBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Replaces the rules: an extension asked for, and a credit paid, from then on. */
export const saveProtectionSettings = (body: ProtectionSettingsBody) =>
  adminHttp.post<ProtectionSettings>(AdminProtectionApi.settingsSave, body);
