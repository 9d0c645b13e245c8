import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, isDatabaseBusy } from './errors.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it('calls a held lock, a deadlock or a full pool busy', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '55P03', '40P01', '40001', '53300']) {
      expect(classifyDatabaseError(coded(code)), code).toBe('busy');
    }
    expect(isDatabaseBusy(coded('SQLITE_BUSY'))).toBe(true);
    expect(isDatabaseBusy(coded('55P03'))).toBe(false);
  });

  it('calls a lost or refused connection unavailable', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(classifyDatabaseError(coded(code)), code).toBe('unavailable');
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ]) {
      expect(classifyDatabaseError(new Error(message)), message).toBe('unavailable');
    }
    expect(classifyDatabaseError(new AggregateError([coded('ECONNREFUSED')], 'connect failed'))).toBe('unavailable');
  });

  it('calls an engine out of space disk-full, and leaves every other error alone', () => {
    expect(classifyDatabaseError(coded('SQLITE_FULL'))).toBe('disk-full');
    expect(classifyDatabaseError(coded('53100'))).toBe('disk-full');
    for (const error of [
      coded('SQLITE_CONSTRAINT_UNIQUE'),
      coded('23505'),
      coded('42P01'),
      new Error('boom'),
      'text',
      null,
    ]) {
      expect(classifyDatabaseError(error)).toBeNull();
    }
  });
});
