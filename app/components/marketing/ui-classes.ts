// Shared class lists, so every button and heading on the marketing pages matches. The container
// and the eyebrow are the whole site's, so they are CSS classes (app/app.css): `site-container`,
// `eyebrow` (add `text-brand` on a dark band).

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3.5 text-sm font-bold tracking-wide transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-4";

/** Orange with ink text (6.1:1): the main action on any background. */
export const primaryButton = `${buttonBase} bg-brand text-ink hover:bg-brand-glow focus-visible:outline-brand`;
/** Outline button for light backgrounds. */
export const secondaryButton = `${buttonBase} border border-ink/15 bg-white text-ink hover:border-ink/40 focus-visible:outline-ink`;
/** Outline button for dark backgrounds. */
export const ghostOnDarkButton = `${buttonBase} border border-white/25 text-white hover:border-white/60 hover:bg-white/5 focus-visible:outline-white`;
/** Solid ink button for light and orange backgrounds. */
export const darkButton = `${buttonBase} bg-ink text-white hover:bg-ink-soft focus-visible:outline-ink`;

export const sectionTitle =
  "text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl";
export const lead = "text-lg leading-relaxed text-ink/70";

export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-strong";
