// What the fields inside an element show, as one string: to tell whether anything was typed or chosen between a
// held tap and the moment it is made again (pages/+client.ts holds it, components/islands/boot.ts makes it).
export const fieldsShown = (element: Element): string =>
  [...element.querySelectorAll<HTMLInputElement>('input, textarea, select')]
    .map((field) => (field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value))
    .join('\u0000')
