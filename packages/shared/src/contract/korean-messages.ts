import { config } from 'zod/mini';
import ko from 'zod/v4/locales/ko.js';

/**
 * Validation messages are shown to Korean users as-is (the server's `{ error }` answers), so zod's
 * built-in messages use its Korean locale in every process that parses: imported for its effect
 * by the server's configuration and app, and by the test setup. The one locale is imported on its
 * own because `z.locales` would bring every language.
 */
config(ko());
