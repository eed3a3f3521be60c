/** Shown when a photo is missing or fails to load: a soft landscape, never a broken icon. */
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9ee"/><stop offset="1" stop-color="#f6efe4"/></linearGradient></defs><rect width="400" height="300" fill="url(#s)"/><circle cx="300" cy="90" r="34" fill="#f3c98b"/><path d="M0 230 L90 160 L170 215 L250 150 L400 240 V300 H0Z" fill="#9db7c1"/><path d="M0 260 L120 205 L220 250 L320 215 L400 255 V300 H0Z" fill="#6f94a3"/></svg>',
)}`;
