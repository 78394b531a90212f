/** Spec 001 §5: the channel header must be a number; missing, empty or 0 fall back to the default channel 1. */
export const CHANNEL_ID_ERROR = 'Channel id is not a number.';
export const DEFAULT_CHANNEL_ID = 1;

export function parseChannelId(header: string | null | undefined): number {
  if (header === null || header === undefined) return DEFAULT_CHANNEL_ID;
  const value = header.trim();
  if (value === '') return DEFAULT_CHANNEL_ID;
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(CHANNEL_ID_ERROR);
  const id = Number(value);
  if (!Number.isFinite(id)) throw new Error(CHANNEL_ID_ERROR);
  return id === 0 ? DEFAULT_CHANNEL_ID : id;
}

export interface NormalizedError {
  statusCode: number;
  message: string;
}

/** Spec 001 §8: status from `statusCode`, `status` or `response.status` (default 500); message from the error or its string form. */
export function normalizeError(error: unknown): NormalizedError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const statusCode = [e.statusCode, e.status, e.response?.status].find(isStatus) ?? 500;
  const message = typeof e.message === 'string' && e.message !== '' ? e.message : String(error);
  return { statusCode, message };
}

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}
