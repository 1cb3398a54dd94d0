/** Disputes the platform decides (decision 044): the buyer's calls and the console's. */
export const DisputeApi = {
  detail: '/api/dispute/detail',
  open: '/api/dispute/open',
} as const;

export const AdminDisputeApi = {
  list: '/api/admin/disputes',
  case: '/api/admin/dispute',
  answer: '/api/admin/dispute_answer',
  decide: '/api/admin/dispute_decide',
  settings: '/api/admin/dispute_settings',
  settingsSave: '/api/admin/dispute_settings_save',
} as const;
