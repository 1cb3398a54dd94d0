/** Passkeys (decision 054), in the style of docs/product.md §7. */
export const PasskeyApi = {
  list: '/api/user/passkeys',
  registerOptions: '/api/user/passkey_register_options',
  register: '/api/user/passkey_register',
  remove: '/api/user/passkey_remove',
  /** Public: sign in with a passkey alone (a discoverable credential names its account). */
  signInOptions: '/api/user/passkey_login_options',
  signIn: '/api/user/passkey_login',
  /** A challenge for confirming a payment or a withdrawal with one of the buyer's passkeys. */
  confirmOptions: '/api/user/passkey_confirm_options',
} as const;

export const AdminPasskeyApi = {
  list: '/api/admin/passkeys',
  registerOptions: '/api/admin/passkey_register_options',
  register: '/api/admin/passkey_register',
  remove: '/api/admin/passkey_remove',
  signInOptions: '/api/admin/passkey_sign_in_options',
  signIn: '/api/admin/passkey_sign_in',
  /** Platform operators only: whether operators must sign in with a passkey. */
  settings: '/api/admin/passkey_settings',
} as const;
