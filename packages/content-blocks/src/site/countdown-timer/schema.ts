import { z } from 'zod';
import { textColourSchema } from '../../shared/enums';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { entryMeta, siteSchemaId } from '../../shared/meta';

export const countdownTimerSchemaId = siteSchemaId('countdown-timer');

/**
 * The countdown banner (spec 001 §7 key `countdown-timer`; spec 002 §3 "Countdown": time text, showTimer,
 * countdownText, countdownLink, backgroundColour, textColour). domain-rules `countdownParts` counts down.
 */
export const countdownTimerSchema = z.object({
  _meta: entryMeta(countdownTimerSchemaId),
  /**
   * "time text": the target time. Reading: a field `time` holding an ISO 8601 date-time with its zone
   * (`2026-12-24T18:00:00Z`, `…+01:00`), so every shopper counts down to the same moment.
   */
  time: z.iso.datetime({ offset: true, error: 'time must be an ISO 8601 date-time with a zone' }),
  /** Spec 002 §4: shown only while its flag is true. Reading: off unless set. */
  showTimer: z.boolean().default(false),
  countdownText: z.string().trim().optional(),
  /** Reading: makes the banner a link. Blank means no link. */
  countdownLink: linkUrlSchema.optional(),
  /** A CSS hex colour, as banners take it. */
  backgroundColour: hexColourSchema.optional(),
  /** Text colours: White, Black (spec 002 §3 "Other enumerations"). */
  textColour: textColourSchema.default('Black'),
});

export type CountdownTimerInput = z.input<typeof countdownTimerSchema>;
export type CountdownTimerEntry = z.output<typeof countdownTimerSchema>;
