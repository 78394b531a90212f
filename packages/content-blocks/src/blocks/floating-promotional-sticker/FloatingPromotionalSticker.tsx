import { vars } from '@wardrobe/design-system';
import { stickerMemoryKey } from '@wardrobe/domain-rules';
import { BlockMedia } from '../../shared/BlockMedia';
import { inlineVars } from '../../shared/inlineVars';
import { LazyStickerCloser as StickerCloser } from '../../shared/islands';
import { hasLink } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import { SPACING_TOKENS } from '../spacing-block/spacing';
import * as styles from './FloatingPromotionalSticker.css';
import type { FloatingPromotionalStickerEntry, StickerTextLine } from './schema';

/** The parsed entry (`floatingPromotionalStickerSchema.parse(entry)`): defaults are applied by the schema. */
export type FloatingPromotionalStickerProps = FloatingPromotionalStickerEntry;

type Row = 'top' | 'middle' | 'bottom';
type Align = 'start' | 'center' | 'end';

/** Where a text line's position puts it: its row, and its alignment in the row. */
const PLACES: Record<StickerTextLine['position'], [Row, Align]> = {
  'Top Left': ['top', 'start'],
  Top: ['top', 'center'],
  'Top Right': ['top', 'end'],
  Left: ['middle', 'start'],
  Center: ['middle', 'center'],
  Right: ['middle', 'end'],
  'Bottom Left': ['bottom', 'start'],
  Bottom: ['bottom', 'center'],
  'Bottom Right': ['bottom', 'end'],
};
const ROWS: readonly Row[] = ['top', 'middle', 'bottom'];

/**
 * A line's colour: on the sticker's own colour, the editor's if it reads at 4.5:1 there, else black or white,
 * whichever reads; over a picture (which the block cannot measure) the editor's as given, with a halo of black or
 * white around it (`lineColours`), else the one that reads on the sticker's colour.
 */
export function stickerLineInk(colour: string | undefined, background: string, overImage: boolean): string {
  if (overImage && colour) return colour;
  return readableTextColour(colour, [background]) ?? inkOn(background);
}

/** A line's colour, and over a picture its halo: black or white, whichever reads against the line's colour. */
const lineColours = (ink: string, overImage: boolean) =>
  inlineVars(
    overImage ? { [styles.lineInkVar]: ink, [styles.lineHaloVar]: inkOn(ink) } : { [styles.lineInkVar]: ink },
  );

/**
 * Floating promotional sticker (spec 002 §3 "Sticker", §4). A server component: the round face (a link to `url`
 * named by its text lines, else by the image's alt text; a plain box without `url`) inside `StickerCloser`, its
 * client island, which adds the close button, remembers a close for the visit and keeps the sticker clear of the
 * page's footer. It floats fixed in the window's bottom right corner, `margins` from the edges.
 *
 * Text lines read in the order they show: top row, middle, bottom; within a row, in their order.
 */
export function FloatingPromotionalSticker(props: FloatingPromotionalStickerProps) {
  const { _meta, size, margins, image, imageAltText, url, backgroundColour, closeHitArea } = props;
  const lines = [props.textLine1, props.textLine2, props.textLine3].filter(
    (line): line is StickerTextLine & { text: string } => line?.text !== undefined,
  );
  const overImage = image !== undefined;
  const style = inlineVars({
    [styles.sizeVar]: `${size}px`,
    [styles.rightVar]: vars.space[SPACING_TOKENS[margins.right]],
    [styles.bottomVar]: vars.space[SPACING_TOKENS[margins.bottom]],
    [styles.paperVar]: backgroundColour,
    [styles.closeSizeVar]: `${closeHitArea.size}px`,
  });

  const content = (
    <>
      {image && (
        <span className={styles.media}>
          <BlockMedia
            // With text lines the picture is decoration (its own alt is not used either): the lines name it.
            media={lines.length > 0 ? { ...image, alt: undefined } : image}
            alt={lines.length > 0 ? '' : imageAltText}
            widths="card"
            sizes={`${size}px`}
            aspectRatio="1/1"
            className={styles.mediaImage}
          />
        </span>
      )}
      {lines.length > 0 && (
        <span className={styles.rows}>
          {ROWS.map((row) => {
            const inRow = lines.filter((line) => PLACES[line.position][0] === row);
            if (inRow.length === 0) return null;
            return (
              <span key={row} className={styles.row({ row })} data-row={row}>
                {inRow.map((line, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: at most three static lines, in the entry's order.
                    key={index}
                    className={styles.line({
                      size: line.size,
                      align: PLACES[line.position][1],
                      halo: overImage,
                    })}
                    style={lineColours(stickerLineInk(line.colour, backgroundColour, overImage), overImage)}
                    data-line-position={line.position}
                  >
                    {line.text}
                  </span>
                ))}
              </span>
            );
          })}
        </span>
      )}
    </>
  );

  return (
    <StickerCloser memoryKey={stickerMemoryKey(_meta)} closePosition={closeHitArea.position} style={style}>
      {hasLink(url) ? (
        <a href={url} className={styles.face} data-face="link">
          {content}
        </a>
      ) : (
        <div className={styles.face} data-face="box">
          {content}
        </div>
      )}
    </StickerCloser>
  );
}
