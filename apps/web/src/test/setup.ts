import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi } from './api';
import { signOut } from './session';

beforeEach(() => {
  stubApi();
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
