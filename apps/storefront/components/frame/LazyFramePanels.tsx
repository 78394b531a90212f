'use client';

import type { GoodStuffSideSignInEntry, MobileNavigationEntry } from '@wardrobe/content-blocks';
import dynamic from 'next/dynamic';
import { useFrame } from '../../lib/frame-store';
import type { SignInPanelTexts } from '../account/SignInPanel';
import { useMountedOnce } from './FrameEffects';
import type { ClientMarket, MenuCategory } from './types';

const FramePanels = dynamic(() => import('./FramePanels').then((m) => m.FramePanels), { ssr: false });

/** The side panels and the added-to-bag popup load when the first of them opens (then stay for the page). */
export function LazyFramePanels(props: {
  market: ClientMarket;
  categories: MenuCategory[];
  navigation?: MobileNavigationEntry | undefined;
  signIn: { entry: GoodStuffSideSignInEntry; texts: SignInPanelTexts };
}) {
  const wanted = useFrame((s) => s.panel !== undefined || s.addedToBag !== undefined);
  return useMountedOnce(wanted) ? <FramePanels {...props} /> : null;
}
