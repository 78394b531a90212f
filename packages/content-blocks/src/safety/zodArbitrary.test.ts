// @vitest-environment node
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../shared/fields';
import { mediaLinkSchema } from '../shared/media';
import { UnsupportedZodSchemaError, zodArbitrary } from './zodArbitrary';

const RUNS = { numRuns: 50 };

/** Every value the arbitrary gives, the schema accepts. */
function expectAccepted(schema: z.ZodType, options?: Parameters<typeof zodArbitrary>[1]): void {
  fc.assert(
    fc.property(zodArbitrary(schema, options), (value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(`${JSON.stringify(value)}: ${result.error.message}`);
    }),
    RUNS,
  );
}

interface Node {
  name: string;
  children?: Node[] | undefined;
}
const tree: z.ZodType<Node> = z.lazy(() =>
  z.object({ name: z.string().min(1), children: z.array(tree).max(3).optional() }),
);

const kinds: [string, z.ZodType][] = [
  ['object', z.object({ a: z.string(), b: z.number().optional() })],
  ['strict object', z.strictObject({ a: z.boolean() })],
  ['loose object', z.looseObject({ a: z.literal('x') })],
  ['optional', z.string().optional()],
  ['nullable', z.number().nullable()],
  ['default', z.enum(['S', 'M', 'L']).default('M')],
  ['prefault', z.object({ size: z.int().default(3) }).prefault({})],
  ['string min/max', z.string().min(3).max(5)],
  ['string trim min', z.string().trim().min(1)],
  ['string length', z.string().length(4)],
  ['string regex', z.string().regex(/^[a-z]{2}-\d{3}$/)],
  ['string regex /i', hexColourSchema],
  ['string startsWith', z.string().startsWith('/').max(12)],
  ['string endsWith', z.string().endsWith('.jpg')],
  ['string includes', z.string().includes('sale')],
  ['string url', z.url()],
  ['string url check', z.string().url()],
  ['string email', z.email()],
  ['string uuid', z.uuid()],
  ['string lowercase', z.string().lowercase().min(2)],
  ['enum', z.enum(['Left', 'Center', 'Right'])],
  ['enum extract', z.enum(['Top', 'Left', 'Right', 'Bottom']).extract(['Top', 'Left'])],
  ['literal', z.literal(['a', 2, true])],
  ['number', z.number()],
  ['number positive', z.number().positive()],
  ['number min/max', z.number().min(-2.5).max(7.25)],
  ['number exclusive', z.number().gt(0).lt(1)],
  ['int', z.int()],
  ['int min/max', z.number().int().min(80).max(240)],
  ['int32', z.int32()],
  ['multipleOf', z.number().multipleOf(5).min(-50).max(50)],
  ['boolean', z.boolean()],
  ['null', z.null()],
  ['unknown', z.unknown()],
  ['any', z.any()],
  ['array', z.array(z.string())],
  ['array min/max', z.array(z.number()).min(2).max(4)],
  ['array length', z.array(z.boolean()).length(3)],
  ['union', z.union([z.string().max(3), z.number(), z.null()])],
  [
    'discriminated union',
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('image'), width: z.int().min(1) }),
      z.object({ kind: z.literal('video'), loop: z.boolean() }),
    ]),
  ],
  ['tuple', z.tuple([z.string(), z.int()])],
  ['tuple with rest', z.tuple([z.boolean()]).rest(z.number())],
  ['record', z.record(z.string(), z.number())],
  ['record of enum keys', z.record(z.enum(['desktop', 'mobile']), z.string())],
  ['pipe into a stricter schema', z.string().trim().min(1).pipe(hexColourSchema)],
  [
    'transform (input side)',
    z
      .string()
      .trim()
      .transform((value) => value.length),
  ],
  [
    'optional transform',
    z
      .string()
      .optional()
      .transform((value) => value ?? ''),
  ],
  ['refine (filtered)', z.string().refine((value) => !value.includes('x'))],
  [
    'superRefine (filtered)',
    z.object({ from: z.int(), to: z.int() }).superRefine((range, context) => {
      if (range.from > range.to) context.addIssue({ code: 'custom', message: 'from after to' });
    }),
  ],
  ['readonly', z.array(z.string()).readonly()],
  ['catch', z.number().catch(0)],
  ['lazy (recursive)', tree],
  ['a link field', linkUrlSchema],
  ['a media link', mediaLinkSchema],
];

describe('zodArbitrary', () => {
  it.each(kinds)('gives values a %s schema accepts', (_kind, schema) => {
    expectAccepted(schema);
  });

  it('leaves optional object fields out sometimes, and keeps required ones', () => {
    const schema = z.object({ required: z.string(), optional: z.string().optional() });
    const values = fc.sample(zodArbitrary(schema), 200) as Record<string, unknown>[];
    expect(values.every((value) => 'required' in value)).toBe(true);
    expect(values.some((value) => !('optional' in value))).toBe(true);
    expect(values.some((value) => typeof value.optional === 'string')).toBe(true);
  });

  it('upper-cases some values of a case-insensitive pattern', () => {
    const values = fc.sample(zodArbitrary(z.string().regex(/^[a-f]{6}$/i)), 200) as string[];
    expect(values.some((value) => /[A-F]/.test(value))).toBe(true);
  });

  it('takes an override by path, for arrays too', () => {
    const schema = z.object({
      tiles: z.array(z.unknown()).min(2).max(4),
      links: z.array(z.object({ link: linkUrlSchema })).min(1),
    });
    const overrides = {
      tiles: fc.array(fc.constant('tile'), { minLength: 2, maxLength: 4 }),
      'links.*.link': fc.constant('/sale'),
    };
    const values = fc.sample(zodArbitrary(schema, { overrides }), 50) as {
      tiles: unknown[];
      links: { link: string }[];
    }[];
    expect(values.every((value) => value.tiles.every((tile) => tile === 'tile'))).toBe(true);
    expect(values.every((value) => value.links.every(({ link }) => link === '/sale'))).toBe(true);
  });

  it('names the kind and the path of a schema it cannot generate', () => {
    const schema = z.object({ offer: z.object({ startsAt: z.date() }) });
    expect(() => zodArbitrary(schema)).toThrow(UnsupportedZodSchemaError);
    expect(() => zodArbitrary(schema)).toThrow(
      'zodArbitrary cannot generate a zod "date" schema at offer.startsAt',
    );
    expect(() => zodArbitrary(z.bigint())).toThrow('"bigint" schema at (the root)');
  });
});
