import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi } from './api';
import { signOut } from './session';
import { registerLanguage } from '../i18n';
import { ko } from '../i18n/messages/ko';
import { useGeneralStore } from '../stores/general';

// findBy…/waitFor wait up to 5 s, not 1: a lazy chunk (the account menu, a dialog) loads slowly on a loaded CI
// machine; a passing test waits no longer than it needs
configure({ asyncUtilTimeout: 5000 });

// both languages ready at once, so a test can switch with useGeneralStore.setState({ language: 'kr' })
registerLanguage('kr', ko);

beforeEach(() => {
  stubApi();
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  localStorage.clear();
  useGeneralStore.setState({ language: 'en' });
  sessionStorage.clear();
});
