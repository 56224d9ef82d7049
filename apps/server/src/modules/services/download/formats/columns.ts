// The columns of a tabular export, shared by the CSV and XLSX writers.

/**
 * One column: its header (already in the requester's language), whether its cells are text or
 * exact decimal strings ("-1250.75", never a JS number), and its width in characters (XLSX).
 */
export type ExportColumn = { header: string; kind: 'text' | 'number'; width?: number };
