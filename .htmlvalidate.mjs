// html-validate's rules for the built pages (tests/site/html-valid.test.ts): the recommended set, with these
// changes. Each says why in one line.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<img/>) and Vike's page template writes both styles; both are valid HTML.
    'void-style': 'off',
    // React writes boolean attributes as name="" (required="", disabled=""), which HTML defines as the bare attribute.
    'attribute-boolean-style': 'off',
    // The same for attributes whose empty value is their meaning (hidden="").
    'attribute-empty-style': 'off',
    // HTML allows any id without spaces; React's useId makes ids such as "_R_ab_-0", which must not be rewritten.
    'valid-id': ['error', { relaxed: true }],
    // Vike's page template indents the head with blank lines that hold spaces; they render nothing.
    'no-trailing-whitespace': 'off',
    // The rule keeps a phone number on one line; the reach bar's call link says a word (போன் செய்ய), not the number,
    // and may wrap at a larger text size.
    'tel-non-breaking': ['error', { ignoreClasses: ['reach-bar__link'] }],
  },
}
