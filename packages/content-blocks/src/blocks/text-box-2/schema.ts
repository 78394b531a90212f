import type { z } from 'zod';
import { blockSchemaId } from '../../shared/meta';
import { textBoxSchema } from '../text-box-1/textBox';

export const TEXT_BOX_2 = 'text-box-2';
export const textBox2SchemaId = blockSchemaId(TEXT_BOX_2);

/**
 * Spec 002 §1 "text boxes (types one and two)", §2 "Text box one and two: background image or video, with desktop
 * and mobile variants". The text boxes share one content model (`textBoxSchema` in text-box-1, readings there and
 * in README.md): title, body, textColour, textAlignment, backgroundDesktop, backgroundMobile, their alt texts and
 * loop flags, callToAction.
 *
 * Reading of "type two": from 768 px the words sit straight on the background (on a shade of the opposite colour
 * that keeps them readable); below 768 px they sit in a panel under it. `textColour` defaults to White.
 */
export const textBox2Schema = textBoxSchema(textBox2SchemaId, { textColour: 'White' });

/** What an editor may send (defaults not applied yet). */
export type TextBox2Input = z.input<typeof textBox2Schema>;
/** A parsed entry: the component's props. */
export type TextBox2Entry = z.output<typeof textBox2Schema>;
