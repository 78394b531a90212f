/**
 * What the storefront's stories take from Storybook, in one place: `storybook/test`, the CSF types and the router
 * stand-in's spies. The storefront does not list Storybook among its dependencies, so its TypeScript cannot
 * resolve these names from `apps/storefront`; from here it can (this app has them). At run time the builder
 * hands `storybook/test` over as the preview's own instance, as it does for every story.
 */
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

export type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
export { resetNavigation, router, setNavigationUrl } from './navigation';
export { expect, fn, userEvent, waitFor, within };
