// The named fields of anything that carries them (a database row, an API's JSON, a form's values), in
// the order named: how a look (a guestbook's, a card's) is taken out of a larger object.
export function pickFields<T, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>;
}
