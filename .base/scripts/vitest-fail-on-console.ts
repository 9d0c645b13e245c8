import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug somebody did not notice: fail the test that caused it.
// A test that expects one spies on console.error itself (vi.spyOn(...).mockImplementation()).
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (vi.isMockFunction(console.error)) return;
  const seen = errors.splice(0);
  if (seen.length > 0) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
  }
});
