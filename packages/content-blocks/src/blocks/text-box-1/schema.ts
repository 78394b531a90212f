import type { z } from 'zod';
import { blockSchemaId } from '../../shared/meta';
import { textBoxSchema } from './textBox';

export const TEXT_BOX_1 = 'text-box-1';
export const textBox1SchemaId = blockSchemaId(TEXT_BOX_1);

/**
 * Spec 002 §1 "text boxes (types one and two)", §2 "Text box one and two: background image or video, with desktop
 * and mobile variants". The fields are the text boxes' shared model (`textBoxSchema`, readings there and in
 * README.md): title, body, textColour, textAlignment, backgroundDesktop, backgroundMobile, their alt texts and loop
 * flags, callToAction.
 *
 * Reading of "type one": the words sit in a solid box (the opposite of `textColour`) over the background, at every
 * width; `textColour` defaults to Black, so the box is white.
 */
export const textBox1Schema = textBoxSchema(textBox1SchemaId, { textColour: 'Black' });

/** What an editor may send (defaults not applied yet). */
export type TextBox1Input = z.input<typeof textBox1Schema>;
/** A parsed entry: the component's props. */
export type TextBox1Entry = z.output<typeof textBox1Schema>;
