/** The names of the video control (WCAG 2.2.2 pause, stop, hide), as the brief spells them. */
export const VIDEO_LABELS = { pause: 'Pause video', play: 'Play video' } as const;
