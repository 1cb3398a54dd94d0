import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import { ALL_NAMESPACES, initI18n } from '@/i18n';
import { createQueryClient } from '@/app/query-client';
import { applyAdminLanguage, initialAdminLanguage } from './admin-i18n';
import { AdminProviders } from './admin-providers';
import { createAdminRouter } from './admin-router';
import './admin.css';

/** The operator console's entry: its language, then its own router and providers. */
export async function startAdmin(): Promise<void> {
  const lang = initialAdminLanguage();
  // The console shows the buyer's texts too (refund reasons, ledger types): it takes every namespace.
  await initI18n(lang, ALL_NAMESPACES);
  await applyAdminLanguage(lang);
  const router = createAdminRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AdminProviders>
    </StrictMode>,
  );
}
