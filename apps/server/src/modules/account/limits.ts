import { REGISTRATION_WINDOW_MINUTES } from '@tradewind/contract';
import type { Limit } from '../../lib/rate-limit.js';

/** Guessing limits, counted in the database so they hold across processes. */
export const LOGIN_PER_ACCOUNT: Limit = { bucket: 'login-account', max: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_IP: Limit = { bucket: 'login-ip', max: 50, windowSeconds: 15 * 60 };
export const RESET_SEND_PER_EMAIL: Limit = { bucket: 'reset-send-email', max: 5, windowSeconds: 60 * 60 };
export const RESET_SEND_PER_IP: Limit = { bucket: 'reset-send-ip', max: 20, windowSeconds: 60 * 60 };
export const RESET_VERIFY_PER_EMAIL: Limit = { bucket: 'reset-verify-email', max: 10, windowSeconds: 15 * 60 };
/** New accounts per address in a window; the figure is the contract's REGISTRATIONS_PER_IP unless the server is told. */
export const registrationsPerIp = (max: number): Limit => ({
  bucket: 'register-ip',
  max,
  windowSeconds: REGISTRATION_WINDOW_MINUTES * 60,
});
