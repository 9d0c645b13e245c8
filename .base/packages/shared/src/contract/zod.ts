import { z } from 'zod';

// Validation messages are shown to Korean users as-is (server `{ error }` and client forms),
// so zod's built-in messages use its Korean locale everywhere the contract is imported.
z.config(z.locales.ko());

export { z };
