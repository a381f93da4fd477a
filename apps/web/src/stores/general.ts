import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Language = 'en' | 'kr';

type GeneralState = { language: Language; setLanguage: (language: Language) => void };

/** Display preferences, persisted under 'general' (spec §3); language defaults to en. */
export const useGeneralStore = create<GeneralState>()(
  persist((set) => ({ language: 'en', setLanguage: (language) => set({ language }) }), {
    name: 'general',
    storage: createJSONStorage(() => localStorage),
    partialize: ({ language }) => ({ language }),
  }),
);

export const useLanguage = () => useGeneralStore((s) => s.language);
