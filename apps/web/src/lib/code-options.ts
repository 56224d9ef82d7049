// A select's options (a filter's, a form field's) from a list of codes and how each is named.

/** A select's options of codes, each named by `labelOf`. */
export const codeOptions = <C extends string | number>(
  codes: readonly C[],
  labelOf: (code: C) => string,
) => codes.map((code) => ({ value: code, label: labelOf(code) }));
