/**
 * The schemas the ICMS dialect's answers are read with, loaded with the first call that needs them: a page the
 * server rendered comes with its answers, so its first screen never loads the schema library for them.
 */
export { icmsDetailAnswerSchema, icmsListAnswerSchema, icmsTypeAnswerSchema } from '@museum/shared';
