import { createTheme } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { applyThemeBase } from './base';
import { brandTokens } from './brandTokens';

/**
 * The brand theme class. Put it on `<body>` (or any wrapper) to give everything inside the brand tokens and
 * base typography. Teal `#64E6D6` is the brand colour; it only ever carries black text.
 */
export const brandTheme = createTheme(vars, brandTokens, 'brand');

applyThemeBase(brandTheme);
