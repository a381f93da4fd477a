import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi } from './api';
import { signOut } from './session';
import { registerLanguage } from '../i18n';
import { ko } from '../i18n/messages/ko';
import { useGeneralStore } from '../stores/general';

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
