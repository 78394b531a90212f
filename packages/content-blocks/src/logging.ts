import type { z } from 'zod';

/** Which entry a log line or a notice is about. `null` when the entry does not say. */
export interface BlockIdentity {
  schema: string | null;
  deliveryKey: string | null;
  deliveryId: string | null;
  name: string | null;
}

/** Why a block was not shown. */
export interface BlockFailure extends BlockIdentity {
  reason: string;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads `_meta` of anything (an unparsed entry may be any JSON value) without throwing. */
export function blockIdentity(entry: unknown): BlockIdentity {
  const meta = entry !== null && typeof entry === 'object' ? (entry as { _meta?: unknown })._meta : undefined;
  const m = meta !== null && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};
  return {
    schema: stringOrNull(m.schema),
    deliveryKey: stringOrNull(m.deliveryKey),
    deliveryId: stringOrNull(m.deliveryId),
    name: stringOrNull(m.name),
  };
}

/**
 * The one structured log line for a block that is not shown:
 * `{"level":"error","event":"content-block-failed","schema":…,"deliveryKey":…,"deliveryId":…,"name":…,"reason":…}`.
 */
export function blockFailureLogLine(failure: BlockFailure): string {
  return JSON.stringify({
    level: 'error',
    event: 'content-block-failed',
    schema: failure.schema,
    deliveryKey: failure.deliveryKey,
    deliveryId: failure.deliveryId,
    name: failure.name,
    reason: failure.reason,
  });
}

export function logBlockFailure(failure: BlockFailure): void {
  console.error(blockFailureLogLine(failure));
}

/**
 * Spec §5: an unmatched rich-text tag is logged (the text stays plain and the block is still shown):
 * `{"level":"error","event":"content-rich-text-invalid",…identity,"errors":[…]}`.
 */
export function logRichTextErrors(identity: BlockIdentity, errors: readonly string[]): void {
  if (errors.length === 0) return;
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'content-rich-text-invalid',
      schema: identity.schema,
      deliveryKey: identity.deliveryKey,
      deliveryId: identity.deliveryId,
      name: identity.name,
      errors,
    }),
  );
}

/** `callsToAction.0.buttonStyle: Invalid option…` — the first zod issue, with its path. */
export function parseFailureReason(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The entry does not match its content type';
  const path = issue.path.map((part) => String(part)).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** The reason for an error thrown while rendering. */
export function renderFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Rendering failed: ${message || 'unknown error'}`;
}
