import { Heading, type HeadingLevel, RichText } from '@wardrobe/design-system';
import { blockIdentity, logRichTextErrors } from '../../logging';
import type { FontOption, HeadingStyle } from '../../shared/enums';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, NAVIGATION_SURFACE, readableTextColour } from '../../site/shared/colour';
import type { TextBlockEntry } from './schema';
import * as styles from './TextBlock.css';

/** The parsed entry (`textBlockSchema.parse(entry)`): defaults are applied by the schema. */
export type TextBlockProps = TextBlockEntry;

const HEADING_LEVELS: Record<HeadingStyle, 1 | 2 | 3> = { H1: 1, H2: 2, H3: 3 };
const HEADING_FONTS = {
  Quisas: 'quisas',
  'Quisas-2': 'quisas2',
  Athletics: 'athletics',
} as const satisfies Record<FontOption, string>;
const ALIGN = { Left: 'left', Center: 'center', Right: 'right' } as const;

/**
 * The text colour shown: the editor's White or Black if it reads at 4.5:1 on the background (the page's white
 * when the block has none), else whichever of black and white reads there. `undefined`: the theme's text colour.
 */
export function textBlockInk(
  textColour: TextBlockEntry['textColour'],
  backgroundColour: string | undefined,
): string | undefined {
  const paper = backgroundColour ?? NAVIGATION_SURFACE;
  if (textColour) return readableTextColour(TEXT_COLOUR_VALUES[textColour], [paper]) ?? inkOn(paper);
  return backgroundColour ? inkOn(backgroundColour) : undefined;
}

/**
 * Text block (spec 002 §1). A server component: an optional heading and a markdown body.
 *
 * - The heading's level is its `headingStyle` (H1–H3); `#` headings in the body sit one level below it (the body
 *   is inside the block's heading), or at that level when the block has no heading.
 * - The body goes through the design system's RichText: markdown to React elements, never HTML; links are links,
 *   external ones say they open a new tab.
 * - The wavy and double underlines are brand teal on the page, the text's colour on an editor's background (where
 *   teal may not show).
 */
export function TextBlock(props: TextBlockProps) {
  const {
    heading,
    headingStyle = 'H2',
    headingFont = 'Quisas',
    body,
    textAlignment = 'Left',
    textColour,
    backgroundColour,
  } = props;
  const level = HEADING_LEVELS[headingStyle];
  const bodyLevel = (heading ? Math.min(6, level + 1) : level) as HeadingLevel;
  const ink = textBlockInk(textColour, backgroundColour);
  const colours: Record<string, string> = {};
  if (ink) colours[styles.inkVar] = ink;
  if (backgroundColour) colours[styles.paperVar] = backgroundColour;
  const identity = blockIdentity(props);

  return (
    <div
      className={styles.block({ filled: backgroundColour !== undefined })}
      style={inlineVars(colours)}
      data-block="text-block"
    >
      <div className={styles.column({ alignment: textAlignment })}>
        {heading && (
          <Heading
            level={level}
            font={HEADING_FONTS[headingFont]}
            tone="inherit"
            align={ALIGN[textAlignment]}
          >
            {heading}
          </Heading>
        )}
        <RichText
          text={body}
          headingLevel={bodyLevel}
          underlineColour={backgroundColour ? ink : undefined}
          onNotationError={(errors) => logRichTextErrors(identity, errors)}
          className={styles.body}
        />
      </div>
    </div>
  );
}
