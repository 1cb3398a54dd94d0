/** Part "basic data": account and settings screens, one chunk. */
import { antdPartReady } from './antd-part';
export { default as LoginScreen } from '@/features/account/login-screen';
export { default as RegisterScreen } from '@/features/account/register-screen';
export { default as ForgotPasswordScreen } from '@/features/account/forgot-password-screen';
export { default as ChangePasswordScreen } from '@/features/account/change-password-screen';
export { default as ChangePayPwdScreen } from '@/features/account/change-pay-pwd-screen';
export { default as PasswordsScreen } from '@/features/account/passwords-screen';
export { default as SettingScreen } from '@/features/settings/setting-screen';
export { default as SecurityScreen } from '@/features/settings/security-screen';
export { default as LanguageScreen } from '@/features/settings/language-screen';
export { default as NoticeSettingsScreen } from '@/features/settings/notices/notice-settings-screen';
export { AddressListScreen, AddressFormScreen } from '@/features/addresses';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
