import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearToasts } from '@/components/toast';
import '@/components/antd-react19';
import { ALL_NAMESPACES, initI18n } from '@/i18n';
import { antdTextsReady } from '@/i18n/antd-locale';

// Every test renders real English texts (the app's fallback language) unless it switches language itself.
// All namespaces up front: a screen rendered on its own has no route to load its part's texts.
await initI18n('en', ALL_NAMESPACES);
// The antd-mobile components' own texts in English, as a part that shows them sets them (i18n/antd-locale.ts).
await antdTextsReady();

afterEach(() => {
  cleanup();
  clearToasts();
});
