import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'wardrobe-sandbox.lock';

/**
 * PGlite is single-process: a second process that opens the same data directory silently loses writes.
 * So one process owns the directory, and any other opener is refused with a message saying what to do.
 */
export class DataDirectoryInUseError extends Error {
  override readonly name = 'DataDirectoryInUseError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The sandbox database in ${dataDir} is already open in process ${ownerPid}${ownerPid === process.pid ? ' (this process)' : ''}. ` +
        'Only one process may own a PGlite data directory: stop that process (for example a running `npm start`), ' +
        'use another directory with WARDROBE_DATA_DIR, or set DATABASE_URL to share a Postgres server.',
    );
  }
}

export function acquireDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== undefined && (owner === process.pid || isAlive(owner)))
        throw new DataDirectoryInUseError(dataDir, owner);
      // The owner died without releasing: the lock is stale.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the sandbox lock in ${dataDir}.`);
}

function readOwner(file: string): number | undefined {
  try {
    const pid = (JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown }).pid;
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
