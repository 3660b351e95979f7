// Where the site sends leads and reads testimonials. Each is set by an environment variable (see .env.example)
// for the hosted services; unset, it points at the local stand-in that `npm start` and `npm run dev` serve on
// the same origin (scripts/stand-in.mjs), which keeps every submission in a CSV file.
export const endpoints = {
  /** Spreadsheet-to-JSON feed of testimonials (rows of Message, Name, Work). */
  testimonials: import.meta.env.VITE_TESTIMONIALS_URL || '/api/testimonials',
}
