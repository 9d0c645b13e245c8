import { z } from 'zod/mini';

// zod/mini: a schema is built from functions, so a bundle keeps only the schemas it uses. Where
// schemas parse (the server, the tests) ./korean-messages.ts sets zod's Korean locale; the web
// app parses none and so carries no zod at all when it only reads the contract's constants.
export { z };
