import { blockIdentity } from '../../logging';
import { inlineVars } from '../../shared/inlineVars';
import { RichText } from '../../shared/RichText';
import { NAVIGATION_SURFACE, readableTextColour } from '../../site/shared/colour';
import * as styles from './DividerText.css';
import type { DividerTextEntry } from './schema';

/** The parsed entry (`dividerTextSchema.parse(entry)`): defaults are applied by the schema. */
export type DividerTextProps = DividerTextEntry;

/**
 * Divider text (spec 002 §1). A server component.
 *
 * Semantics: the text is a paragraph between two decorative rules, not an `<hr>`: a separator cannot hold text
 * (an `<hr>` has no content, and a label on it is not read by every screen reader), so the label is read as the
 * plain text it is and the rules, which say nothing, are hidden from assistive technology.
 */
export function DividerText(props: DividerTextProps) {
  const { text, textColour, ruleColour } = props;
  // The page's surface is white (the theme's `surface`, as for the menus): an editor colour must read on it.
  const ink = readableTextColour(textColour, [NAVIGATION_SURFACE]);
  const rule = ruleColour ?? textColour;
  const colours: Record<string, string> = {};
  if (ink) colours[styles.inkVar] = ink;
  if (rule) colours[styles.ruleVar] = rule;

  return (
    <div className={styles.divider} style={inlineVars(colours)} data-block="divider-text">
      <span aria-hidden="true" className={styles.rule} data-rule="start" />
      <p className={styles.text}>
        <RichText
          text={text}
          wavyClassName={styles.wavyUnderline}
          doubleClassName={styles.doubleUnderline}
          identity={blockIdentity(props)}
        />
      </p>
      <span aria-hidden="true" className={styles.rule} data-rule="end" />
    </div>
  );
}
