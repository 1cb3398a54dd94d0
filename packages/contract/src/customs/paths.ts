/** The buyer's customs call (the product page's "Ships to Korea · duties included") and the operator's. */
export const CustomsApi = {
  destination: '/api/customs/destination',
} as const;

export const AdminCustomsApi = {
  list: '/api/admin/customs_destinations',
  save: '/api/admin/customs_destination_save',
} as const;
