// Rendering and words: boards, screens per style, message catalogs. Never rules.

export * from './paint';
export * from './style';
export * from './render';
export * from './screen';
export * from './catalog';
export { en } from './messages-en';
export { pt } from './messages-pt';
export { CATALOGS, languageOf, localeCatalog } from './languages';
export { visible } from './visible';
export { type Charset, decodeText, encodeText, localeCharset, shownIn } from './charset';
export * from './help';
export { formatDuration } from './duration';
export * from './describe-error';
