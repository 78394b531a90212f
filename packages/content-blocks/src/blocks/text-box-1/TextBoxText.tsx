import { blockIdentity } from '../../logging';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { isPresentCallToAction } from '../../shared/callToAction';
import { RichText } from '../../shared/RichText';
import * as styles from './TextBoxText.css';
import type { TextBoxEntry } from './textBox';

export interface TextBoxTextProps {
  entry: TextBoxEntry;
  /** Each type draws its own title, body and button row. */
  classNames: { title: string; body: string; actions: string };
}

/**
 * The words of a text box, shared by both types: the title (`h2`: a block cannot know where it sits on a page,
 * and the spec gives no heading level), the rich-text body, and the call to action when it has text, link and
 * style. A server component.
 */
export function TextBoxText({ entry, classNames }: TextBoxTextProps) {
  const { title, body, callToAction } = entry;
  return (
    <>
      {title !== undefined && <h2 className={classNames.title}>{title}</h2>}
      {body !== undefined && (
        <p className={classNames.body}>
          <RichText
            text={body}
            wavyClassName={styles.wavyUnderline}
            doubleClassName={styles.doubleUnderline}
            identity={blockIdentity(entry)}
          />
        </p>
      )}
      {isPresentCallToAction(callToAction) && (
        <div className={classNames.actions}>
          <CallToActionLink cta={callToAction} />
        </div>
      )}
    </>
  );
}
