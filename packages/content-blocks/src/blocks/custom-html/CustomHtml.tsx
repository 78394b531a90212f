import { LazyCustomHtmlFrame as CustomHtmlFrame } from '../../shared/islands';
import * as styles from './CustomHtml.css';
import type { CustomHtmlEntry } from './schema';
import { customHtmlSrcdoc } from './srcdoc';

/** The parsed entry (`customHtmlSchema.parse(entry)`): defaults are applied by the schema. */
export type CustomHtmlProps = CustomHtmlEntry;

/**
 * Custom HTML block (spec 002 §3). A server component that writes the frame's document; its one client island,
 * `CustomHtmlFrame`, shows it in a sandboxed frame and follows its height.
 *
 * Nothing of the editor's code runs in the shop's page: no `dangerouslySetInnerHTML`, only the frame's `srcdoc`
 * (an attribute, which React escapes), read by the browser as a separate document with an opaque origin and its
 * own Content Security Policy.
 */
export function CustomHtml({ html, css, javascript, title, initialHeight }: CustomHtmlProps) {
  return (
    <div className={styles.block} data-block="custom-html">
      <CustomHtmlFrame
        srcDoc={customHtmlSrcdoc({ html, css, javascript })}
        title={title}
        initialHeight={initialHeight}
        className={styles.frame}
      />
    </div>
  );
}
