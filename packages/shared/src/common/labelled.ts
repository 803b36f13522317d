/** One of the values of a constant object, as its type: `type Status = ValueOf<typeof Status>`. */
export type ValueOf<T> = T[keyof T];

/**
 * A set of string values written once with the label each shows: the values object (`Status.pending` is
 * `'pending'`) and the labels by value, e.g. `const [Status, STATUS_LABELS] = labelled({ pending: '审核中' })`.
 */
export function labelled<const L extends Record<string, string>>(labels: L) {
  const values = Object.fromEntries(Object.keys(labels).map((key) => [key, key])) as {
    readonly [K in keyof L & string]: K;
  };
  return [values, labels as Readonly<Record<keyof L & string, string>>] as const;
}
