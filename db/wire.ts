// A row as loaders send it: the services turn timestamps into ISO strings (toIso), so the type
// a screen reads is the table's own with its dates as strings. Browser-safe (types only), so a
// screen's row type can be derived from the schema instead of written out by hand.
export type Wire<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};
