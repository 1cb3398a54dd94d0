import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { clearToasts } from '@/components/toast';
import '@/components/antd-react19';
import { initI18n } from '@/i18n';

// Every test renders real English texts (the app's fallback language) unless it switches language itself.
await initI18n('en');

afterEach(() => {
  cleanup();
  Toast.clear();
  clearToasts();
});
