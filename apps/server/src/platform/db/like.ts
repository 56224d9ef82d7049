// LIKE patterns built from what a user typed: their own % and _ are taken literally.

/** A LIKE pattern that matches `text` anywhere. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
