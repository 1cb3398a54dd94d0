import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Globals } from '@react-spring/web';
import { clearToasts } from '@/components/toast';
import '@/components/antd-react19';
import { ALL_NAMESPACES, initI18n } from '@/i18n';
import { antdTextsReady } from '@/i18n/antd-locale';

// Every test renders real English texts (the app's fallback language) unless it switches language itself.
// All namespaces up front: a screen rendered on its own has no route to load its part's texts.
await initI18n('en', ALL_NAMESPACES);
// The antd-mobile components' own texts in English, as a part that shows them sets them (i18n/antd-locale.ts).
await antdTextsReady();

// antd-mobile's dialogs and popups animate with react-spring. A test taps faster than any person: a close tapped
// before the opening spring has moved leaves the spring nowhere to go, so it never comes to rest and the dialog
// never leaves the page. Springs jump to their end here; what a test checks is what is open, not how it moves.
Globals.assign({ skipAnimation: true });

afterEach(() => {
  cleanup();
  clearToasts();
});
