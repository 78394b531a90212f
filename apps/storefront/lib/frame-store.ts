'use client';

import type { TermsAndConditionsLinkInput } from '@wardrobe/domain-rules';
import { create } from 'zustand';

/** What the added-to-bag popup shows (spec 000 §3 "Added-to-bag data"). */
export interface AddedToBagData {
  name: string;
  imageUrl: string;
  price: number;
  specialPrice?: number | undefined;
  size?: string | undefined;
  colour?: string | undefined;
  length?: string | undefined;
  quantity: number;
  lineItemQuantity: number;
  sku: string;
  isGiftCard: boolean;
}

type Panel = 'bag' | 'wishlist' | 'menu' | 'signIn' | 'forgotPassword' | 'offers' | 'terms';

/** Spec 001 §2 "Terms-and-conditions panel": what it shows of the active offer. */
export interface TermsOffer {
  title: string;
  termsAndConditionsDescription?: string | undefined;
  termsAndConditionsLink?: TermsAndConditionsLinkInput | null | undefined;
}

/** Spec 001 §2 "Sign-in panel (types create, signin, plus thank-you view)". */
export type SignInType = 'create' | 'signin';

/** Spec 000 §3 "Notification": a message plus a persist flag. */
export interface FrameNotification {
  message: string;
  persist?: boolean;
}

/**
 * Spec 001 §4: the frame's open/closed flags. Opening the bag or wishlist closes the mobile menu first; at most
 * one side panel is open. The search bar and the added-to-bag popup close on every route change.
 */
interface FrameState {
  panel: Panel | undefined;
  /** The sign-in panel's type, and whether a registration has just succeeded (its thank-you view). */
  signInType: SignInType;
  signedUp: boolean;
  /**
   * Spec 001 §4: "Toggling the sign-in panel with the same type closes it"; another type (or a closed panel) opens
   * it at that type. Choosing create ('Join Now') resets the thank-you flag.
   */
  toggleSignIn: (type: SignInType) => void;
  setSignedUp: () => void;
  /** Spec 001 §4 "terms panel (holds active offer)": the offer whose terms show. */
  activeOffer: TermsOffer | undefined;
  /**
   * Opens the terms panel for an offer. Reading: it takes the offers panel's place, and closing it goes back to
   * the offers it was opened from (the shopper was choosing among them).
   */
  openTerms: (offer: TermsOffer) => void;
  closeTerms: () => void;
  searchOpen: boolean;
  /** Spec 001 §4: the locale overlay's open/closed flag (components/frame/locale). */
  localeOverlay: boolean;
  /** Spec 001 §4: the newsletter modal's open/closed flag (components/frame/newsletter). */
  newsletterOpen: boolean;
  addedToBag: AddedToBagData | undefined;
  /** A navigation is under way (the progress bar shows after its 200 ms delay). */
  navigating: boolean;
  /** Notifications waiting for the region (it loads with the first one, see Notifications.tsx). */
  notifications: FrameNotification[];
  notify: (notification: FrameNotification) => void;
  takeNotifications: () => FrameNotification[];
  setNavigating: (navigating: boolean) => void;
  openPanel: (panel: Panel) => void;
  closePanel: () => void;
  setSearchOpen: (open: boolean) => void;
  setLocaleOverlay: (open: boolean) => void;
  setNewsletterOpen: (open: boolean) => void;
  showAddedToBag: (data: AddedToBagData) => void;
  closeAddedToBag: () => void;
  routeChanged: () => void;
}

export const useFrame = create<FrameState>()((set, get) => ({
  notifications: [],
  notify: (notification) => set((s) => ({ notifications: [...s.notifications, notification] })),
  takeNotifications: () => {
    const taken = get().notifications;
    if (taken.length) set({ notifications: [] });
    return taken;
  },
  panel: undefined,
  signInType: 'signin',
  signedUp: false,
  toggleSignIn: (type) =>
    set((s) =>
      s.panel === 'signIn' && s.signInType === type
        ? { panel: undefined }
        : {
            panel: 'signIn',
            signInType: type,
            searchOpen: false,
            ...(type === 'create' ? { signedUp: false } : {}),
          },
    ),
  setSignedUp: () => set({ signedUp: true }),
  activeOffer: undefined,
  openTerms: (activeOffer) => set({ panel: 'terms', activeOffer, searchOpen: false }),
  closeTerms: () => set((s) => (s.panel === 'terms' ? { panel: 'offers', activeOffer: undefined } : {})),
  searchOpen: false,
  localeOverlay: false,
  newsletterOpen: false,
  addedToBag: undefined,
  navigating: false,
  setNavigating: (navigating) => set({ navigating }),
  openPanel: (panel) => set({ panel, searchOpen: false }),
  closePanel: () => set({ panel: undefined }),
  setSearchOpen: (searchOpen) => set(searchOpen ? { searchOpen, panel: undefined } : { searchOpen }),
  // The overlay is modal: opening it closes the side panel and the search bar under it.
  setLocaleOverlay: (localeOverlay) =>
    set(localeOverlay ? { localeOverlay, panel: undefined, searchOpen: false } : { localeOverlay }),
  // Modal too: it closes what is open under it.
  setNewsletterOpen: (newsletterOpen) =>
    set(newsletterOpen ? { newsletterOpen, panel: undefined, searchOpen: false } : { newsletterOpen }),
  showAddedToBag: (addedToBag) => set({ addedToBag }),
  closeAddedToBag: () => set({ addedToBag: undefined }),
  // Spec 001 §4 and spec 002 §2: a route change closes the search bar, the popup and the mobile menu.
  routeChanged: () =>
    set((s) => ({
      navigating: false,
      searchOpen: false,
      addedToBag: undefined,
      panel: s.panel === 'menu' ? undefined : s.panel,
    })),
}));
