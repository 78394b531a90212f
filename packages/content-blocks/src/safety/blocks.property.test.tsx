// @vitest-environment node
import { fc, it } from '@fast-check/vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, type MockInstance, vi } from 'vitest';
import { z } from 'zod';
import { ContentRenderer } from '../ContentRenderer';
import { type BlockRegistry, blockRegistry, createBlockRegistry, findBlock } from '../registry';
import { type AnyBlockDefinition, defineBlock } from '../shared/defineBlock';
import { blockSchemaId, entryMeta } from '../shared/meta';
import { countAttribute, unsafeMarkup } from './markup';
import { mutatedEntry } from './mutations';
import { zodArbitrary } from './zodArbitrary';

/*
 * Property-based safety of every registered block (issue 21, item 5). For each block in `blockRegistry` (a new
 * block is covered without a line here):
 * - entries generated from its schema render through `ContentRenderer` on the server: its markup is there
 *   (`data-block="<name>"` once per entry), nothing is logged as failed and nothing throws;
 * - near-valid mutations of its fixtures never throw out of the render, and the markup never holds a script, an
 *   event handler, a script or data URL, or a frame sandboxed otherwise than `allow-scripts`.
 * Rendered to the end with `prerenderToNodeStream`, so lazy islands and Suspense resolve. Random seeds; a failure
 * prints its seed and path: `SAFETY_SEED=… SAFETY_PATH=… pnpm exec vitest run packages/content-blocks/src/safety`.
 */

const blocks = Object.values(blockRegistry);

/**
 * Runs and batch sizes: 3 batches of 60 generated and of 60 mutated entries per block (10,440 for 29 blocks).
 * `SAFETY_SCALE=20` multiplies the runs, for a longer search.
 */
const SCALE = Math.max(1, Number(process.env.SAFETY_SCALE ?? 1) || 1);
const RUNS = 3 * SCALE;
const BATCH = 60;
const MINIMUM_ENTRIES = 10_000;
/** Per property: a run takes well under a second here; room for a slow machine and for `SAFETY_SCALE`. */
const TIMEOUT = 30_000 * SCALE;

function blockNamed(name: string): AnyBlockDefinition {
  const block = findBlock(blockRegistry, blockSchemaId(name));
  if (!block) throw new Error(`No block ${name} is registered`);
  return block;
}

/** Valid entries of the block `name`, for a wrapper's inlined `tiles` (their schema says only `z.unknown()`). */
const entriesOf = (name: string, minLength: number, maxLength: number) =>
  fc.array(zodArbitrary(blockNamed(name).schema), { minLength, maxLength });

/**
 * An offer's `validUntil`: an ISO 8601 date or date-time (its refinement reads the date, which almost no generated
 * string is, so the walk's filter would never end).
 */
const validUntil = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .chain((date) => fc.constantFrom(date.toISOString().slice(0, 10), date.toISOString()));

/** Per block, by field path: where a schema says less than the block needs to render. */
const OVERRIDES: Readonly<Record<string, Readonly<Record<string, fc.Arbitrary<unknown>>>>> = {
  'two-column-row': { tiles: entriesOf('two-column-tile', 1, 2) },
  'jump-off-group-1': { tiles: entriesOf('jump-off-tile-1', 2, 4) },
  'jump-off-group-2': { tiles: entriesOf('jump-off-tile-2', 2, 4) },
  'jump-off-group-3': { tiles: entriesOf('jump-off-tile-3', 2, 4) },
  'offer-cards-two-columns': { 'offers.*.validUntil': validUntil },
  'offer-cards-three-columns': { 'offers.*.validUntil': validUntil },
  'snug-content-group': { cards: entriesOf('snug-content-card', 2, 8) },
  'scrollable-card-group': { cardItems: entriesOf('scrollable-card', 1, 6) },
};

/** Every block's fixtures (valid and `invalid*`): what mutations start from and nest. */
const allFixtures: readonly unknown[] = blocks.flatMap((block) => Object.values(block.fixtures));
const schemaIds = blocks.map((block) => block.schemaId);

/**
 * No shrinking (`endOnFailure`): a failing batch is rendered entry by entry and the error names the first bad
 * entry, which is quicker than shrinking batches of rendered pages. `SAFETY_SEED` / `SAFETY_PATH` replay a
 * failure fast-check reported.
 */
function parameters<Ts>(numRuns: number): fc.Parameters<Ts> {
  const seed = process.env.SAFETY_SEED;
  const path = process.env.SAFETY_PATH;
  return {
    numRuns,
    endOnFailure: true,
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(path === undefined ? {} : { path }),
  };
}

/**
 * `length` entries (not shrunk, so a fixed length costs nothing). A batch prints as its size: its entries can be
 * megabytes, and the error already shows the failing one.
 */
function batchOf(entry: fc.Arbitrary<unknown>, length: number): fc.Arbitrary<unknown[]> {
  return fc
    .array(entry, { minLength: length, maxLength: length })
    .map((entries) =>
      Object.defineProperty(entries, fc.toStringMethod, { value: () => `[${entries.length} entries]` }),
    );
}

// Rendering -------------------------------------------------------------------------------------------------------

let consoleError: MockInstance<typeof console.error>;
let consoleWarn: MockInstance<typeof console.warn>;
let entriesRendered = 0;

beforeAll(() => {
  // The failures these entries cause are expected; their log lines are read from the spy, not printed.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

interface Rendered {
  markup: string;
  /**
   * Errors React reported and rendered around: a throw inside a Suspense boundary (error boundaries do not run on
   * the server). A throw outside any boundary rejects the render instead.
   */
  thrown: unknown[];
  /** The reasons of the `content-block-failed` lines logged during the render. */
  failures: string[];
}

function failureReasons(calls: readonly unknown[][]): string[] {
  return calls.flatMap(([first]) => {
    if (typeof first !== 'string' || !first.includes('content-block-failed')) return [];
    const line = JSON.parse(first) as { event?: string; reason?: string };
    return line.event === 'content-block-failed' ? [String(line.reason)] : [];
  });
}

async function render(
  entries: readonly unknown[],
  showErrors: boolean,
  registry: BlockRegistry,
): Promise<Rendered> {
  consoleError.mockClear();
  const thrown: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ContentRenderer entries={entries} showErrors={showErrors} registry={registry} />,
    {
      onError: (error) => {
        thrown.push(error);
      },
      // React moves large finished boundaries out of line behind its own `<script>$RC(…)</script>`; kept inline,
      // any `<script>` in the markup is the content's.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return {
    markup: Buffer.concat(chunks).toString('utf8'),
    thrown,
    failures: failureReasons(consoleError.mock.calls),
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

// Checks ----------------------------------------------------------------------------------------------------------

type Check = (rendered: Rendered, count: number) => string[];

const safe: Check = ({ markup, thrown }) => [
  ...thrown.map((error) => `a block threw while rendering: ${describeError(error)}`),
  ...unsafeMarkup(markup),
];

const rendersBlock =
  (block: AnyBlockDefinition): Check =>
  (rendered, count) => {
    const shown = countAttribute(rendered.markup, 'data-block', block.name);
    return [
      ...safe(rendered, count),
      ...rendered.failures.map((reason) => `logged content-block-failed: ${reason}`),
      ...(shown === count ? [] : [`data-block="${block.name}" ${shown} times for ${count} entries`]),
    ];
  };

function preview(entry: unknown): string {
  const text = JSON.stringify(entry, (_key, value) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 200)}…(${value.length} characters)`
      : value,
  );
  return text === undefined ? String(entry) : text.length > 3000 ? `${text.slice(0, 3000)}…` : text;
}

interface BatchOptions {
  showErrors: boolean;
  check: Check;
  registry?: BlockRegistry;
}

/** What is wrong with rendering `entries`: the check's findings, or the throw that escaped the render. */
async function problemsOf(
  entries: readonly unknown[],
  { showErrors, check, registry }: Required<BatchOptions>,
) {
  try {
    return check(await render(entries, showErrors, registry), entries.length);
  } catch (error) {
    return [`a throw escaped ContentRenderer: ${describeError(error)}`];
  }
}

/** Renders the batch; on a problem, renders its entries one by one to name the first that has it. */
async function expectBatch(entries: readonly unknown[], options: BatchOptions): Promise<void> {
  const settled = { registry: blockRegistry, ...options };
  const problems = await problemsOf(entries, settled);
  if (problems.length === 0) return;
  for (const [index, entry] of entries.entries()) {
    const own = await problemsOf([entry], settled);
    if (own.length > 0) {
      throw new Error(
        `Entry ${index} (showErrors ${options.showErrors}): ${own.join('; ')}\n${preview(entry)}`,
      );
    }
  }
  throw new Error(
    `The batch of ${entries.length} (showErrors ${options.showErrors}): ${problems.join('; ')}`,
  );
}

// Properties ------------------------------------------------------------------------------------------------------

describe.each(blocks.map((block) => [block.name, block] as const))('%s', (name, block) => {
  const valid = zodArbitrary(block.schema, { overrides: OVERRIDES[name] ?? {} });
  const fixtures = Object.values(block.fixtures);
  const mutation = { nestable: allFixtures, otherSchemaIds: schemaIds };
  // Fixtures after one to three mutations, and generated entries after one: most of those still parse, so
  // hostile text reaches the block's markup rather than stopping at the parse.
  const mutated = fc.oneof(
    fc.constantFrom(...fixtures).chain((fixture) => mutatedEntry(fixture, mutation)),
    valid.chain((entry) => mutatedEntry(entry, { ...mutation, maxMutations: 1 })),
  );

  it.prop([batchOf(valid, BATCH)], parameters<[unknown[]]>(RUNS))(
    'renders every entry its schema accepts',
    async (entries) => {
      entriesRendered += entries.length;
      await expectBatch(entries, { showErrors: false, check: rendersBlock(block) });
    },
    TIMEOUT,
  );

  it.prop([batchOf(mutated, BATCH), fc.boolean()], parameters<[unknown[], boolean]>(RUNS))(
    'renders near-valid entries safely, or not at all',
    async (entries, showErrors) => {
      entriesRendered += entries.length;
      await expectBatch(entries, { showErrors, check: safe });
    },
    TIMEOUT,
  );
});

// The checks themselves -------------------------------------------------------------------------------------------

/**
 * Blocks that get it wrong, through the renderer's `registry` seam: the properties above must catch each of them,
 * or a green run would prove nothing.
 */
const leakySchemaId = blockSchemaId('leaky');
const leakySchema = z.object({ _meta: entryMeta(leakySchemaId), text: z.string(), link: z.string() });
const leakyBlock = defineBlock({
  name: 'leaky',
  title: 'Leaky test block',
  schemaId: leakySchemaId,
  schema: leakySchema,
  component: ({ text, link }: z.output<typeof leakySchema>) =>
    text === '' ? null : (
      <div data-block="leaky">
        <a href={link}>{text}</a>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the leak this test block exists to have. */}
        <div dangerouslySetInnerHTML={{ __html: text }} />
      </div>
    ),
  fixtures: { default: { _meta: { schema: leakySchemaId }, text: 'Sale', link: '/sale' } },
});
const fragileSchemaId = blockSchemaId('fragile');
const fragileSchema = z.object({ _meta: entryMeta(fragileSchemaId), text: z.string() });
const fragileBlock = defineBlock({
  name: 'fragile',
  title: 'Fragile test block',
  schemaId: fragileSchemaId,
  schema: fragileSchema,
  component: ({ text }: z.output<typeof fragileSchema>) => {
    if (text.length > 5_000) throw new Error('Too long');
    return <p data-block="fragile">{text}</p>;
  },
  fixtures: { default: { _meta: { schema: fragileSchemaId }, text: 'Sale' } },
});
const testRegistry = createBlockRegistry([leakyBlock, fragileBlock]);

describe('the checks', () => {
  /** The property fails, on this problem (other problems of the same entries are left out of the check). */
  const findsProblem = async (arbitrary: fc.Arbitrary<unknown>, check: Check, problem: RegExp) => {
    const only: Check = (rendered, count) => check(rendered, count).filter((text) => problem.test(text));
    const property = fc.asyncProperty(batchOf(arbitrary, 20), async (entries) => {
      await expectBatch(entries, { showErrors: false, check: only, registry: testRegistry });
    });
    await expect(
      fc.assert(property, { numRuns: 200, endOnFailure: true, includeErrorInReport: true }),
    ).rejects.toThrow(problem);
  };

  it('find unsafe links, scripts and event handlers that a block lets through', async () => {
    const mutated = mutatedEntry(leakyBlock.fixtures.default, { maxMutations: 1 });
    await findsProblem(mutated, safe, /an unsafe URL <a href=/);
    await findsProblem(mutated, safe, /a <script> element/);
    await findsProblem(mutated, safe, /an event-handler attribute/);
  });

  it('find a block that throws', async () => {
    // A throw escapes the render (no Suspense per block, by design: README) or, inside a Suspense boundary of
    // the block's own, React reports it: either fails.
    const mutated = mutatedEntry(fragileBlock.fixtures.default, { maxMutations: 1 });
    await findsProblem(
      mutated,
      safe,
      /(a block threw while rendering|a throw escaped ContentRenderer): Error: Too long/,
    );
  });

  it('find a valid entry that renders nothing', async () => {
    await findsProblem(zodArbitrary(leakySchema), rendersBlock(leakyBlock), /data-block="leaky" \d+ times/);
  });
});

it(`renders at least ${MINIMUM_ENTRIES.toLocaleString('en-GB')} entries a run`, () => {
  if (process.env.SAFETY_REPORT) process.stdout.write(`content-blocks safety: ${entriesRendered} entries\n`);
  expect(entriesRendered).toBeGreaterThanOrEqual(MINIMUM_ENTRIES);
});
