import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from '../db/database.js';
import { storageUnavailableReason } from './readiness.js';

const err = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which failures answer 503 (and with which message)', () => {
  it('classifies database errors of both drivers', () => {
    expect(databaseUnavailableReason(err('SQLITE_BUSY'))).toBe('busy');
    expect(databaseUnavailableReason(err('SQLITE_READONLY'))).toBe('readonly');
    expect(databaseUnavailableReason(err('SQLITE_FULL'))).toBe('full');
    expect(databaseUnavailableReason(err('SQLITE_IOERR_WRITE'))).toBe('down');
    expect(databaseUnavailableReason(err('25006'))).toBe('readonly');
    expect(databaseUnavailableReason(err('53100'))).toBe('full');
    expect(databaseUnavailableReason(err('57014'))).toBe('busy');
    expect(databaseUnavailableReason(err('57P01'))).toBe('busy');
    expect(databaseUnavailableReason(err('ECONNREFUSED'))).toBe('down');
    expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).toBe('down');
    // Bugs and bad input stay what they are.
    expect(databaseUnavailableReason(err('23505'))).toBeNull();
    expect(databaseUnavailableReason(err('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseUnavailableReason(new TypeError('x is undefined'))).toBeNull();
  });

  it('classifies file-system errors of the media folder and data disk', () => {
    expect(storageUnavailableReason(err('ENOSPC'))).toBe('full');
    expect(storageUnavailableReason(err('EDQUOT'))).toBe('full');
    expect(storageUnavailableReason(err('EROFS'))).toBe('readonly');
    expect(storageUnavailableReason(err('EACCES'))).toBe('readonly');
    expect(storageUnavailableReason(err('ENOENT'))).toBeNull();
  });
});
