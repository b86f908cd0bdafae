/**
 * Accented letters (upper and lower case) and their plain lower-case letters, position by
 * position: `lower(translate(x, ACCENTED, PLAIN))` folds case and accents in SQL (neither PGlite
 * nor every PostgreSQL has `unaccent`, and `lower()` leaves accented capitals alone under the C
 * collation). The API's `foldAccents` and the findings' `title_key` use it.
 */
export const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
export const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuucc' + 'nnyyy';
