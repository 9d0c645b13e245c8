import { create } from 'zustand';

interface AccountStatusState {
  /** Why this account cannot write right now (the server's sentence), or null. */
  suspension: string | null;
  setSuspension(message: string | null): void;
}

/**
 * The one place the web app learns that the signed-in account is suspended: from the profile
 * when the page loads, and from any write the server refused for it (api-client.ts), whichever
 * screen made it. The banner in the layout shows it.
 */
export const useAccountStatus = create<AccountStatusState>((set) => ({
  suspension: null,
  setSuspension(message) {
    set({ suspension: message });
  },
}));
