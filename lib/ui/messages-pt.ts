// O catálogo de mensagens em português do Brasil (pt-BR), estilo padrão.

import { type AllowedValues, type BoardPlace, type OptionValues, type BoardProblem, type ErrorParams, type FsReason, type GivenPile, type JsonValueShown, type PileRef, type PlainSaveProblem, type Variant, formatJsonVisible, isRed, makeCard, rankOf, shownValue, suitOf } from '../core';
import { type ErrorCatalog, type ErrorContext, lookupError, reasonText, samePlace, hexCount } from './error-catalog';
import { cellLetters, formatCardFcs } from '../notation';
import type { UnreadableFileError } from '../store';
import { AMBIGUOUS_SHOWN, type CardNamer, type Catalog, type ShownLine, type ChoiceKind, type FileKind, type MovesJsonProblem, type WinSummary } from './catalog';
import type { DealSource, VariantStats } from '../store';
import { formatDuration } from './duration';
import { clip, named, quoted, visible, withoutZeros } from './visible';
import { commandsPt } from './commands-pt';

const RANKS = ['', 'Ás', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valete', 'Dama', 'Rei'];
const SUITS = ['paus', 'ouros', 'copas', 'espadas'];
/** The placeholders of a command's usage line ("tt COLUMN COLUMN [COUNT]"), in Portuguese. */
const USAGE_WORDS: Readonly<Record<string, string>> = {
  COLUMN: 'COLUNA',
  CELL: 'CÉLULA',
  FOUNDATION: 'FUNDAÇÃO',
  COUNT: 'QUANTIDADE',
  FILE: 'ARQUIVO',
  COMMAND: 'COMANDO',
  NUMBER: 'NÚMERO',
  INDEX: 'ÍNDICE',
  PILE: 'PILHA',
};
const KINDS: Record<string, [string, string, 'o' | 'a']> = {
  column: ['coluna', 'colunas', 'a'],
  cell: ['célula', 'células', 'a'],
  foundation: ['fundação', 'fundações', 'a'],
  game: ['jogo', 'jogos', 'o'],
  pysol: ['jogo do PySol', 'jogos do PySol', 'o'],
  card: ['carta', 'cartas', 'a'],
  count: ['quantidade', 'quantidades', 'a'],
};

/** A time, rounded to what a reader needs: "2.5 s", "40 s", "12 min", "3 h 20 min", "5 d 4 h". */
function duration(seconds: number): string {
  if (!(seconds >= 0)) return '0 s';
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  const s = Math.round(seconds);
  if (s < 120) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 120) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

// Portugal's rules: CLDR's pt (Brazil) puts 0 in the singular ("0 movimento"), which reads wrong in counts; for every other whole number they agree.
const PLURAL = new Intl.PluralRules('pt-PT');

/** "1 carta", "2 cartas": the form from the language's plural rules. */
function plural(n: number, one: string, many: string): string {
  return `${n} ${PLURAL.select(n) === 'one' ? one : many}`;
}

/** Várias cartas: símbolos separados por espaços ("9♥ 8♠"), nomes por extenso (--plain) por vírgulas ("nove de copas, oito de espadas"). */
function cardList(cards: readonly number[], card: CardNamer): string {
  const names = cards.map(card);
  return names.join(names.some((n) => n.includes(' ')) ? ', ' : ' ');
}

/** A flag's kind of value, unknown: the noun and its adjective agree. */
const CHOICE_KINDS: Record<ChoiceKind, string> = {
  variant: 'variante desconhecida',
  language: 'idioma desconhecido',
  style: 'estilo desconhecido',
  difficulty: 'dificuldade desconhecida',
  format: 'formato desconhecido',
  'build rule': 'regra de construção desconhecida',
  'empty-column rule': 'regra de coluna vazia desconhecida',
  'sequence-move rule': 'regra de movimento de sequências desconhecida',
};

/** The variants whose name says something in English: FreeCell with N cells. */
const VARIANT_NAMES: Readonly<Record<string, string>> = {
  'freecell-3': 'FreeCell com 3 células',
  'freecell-2': 'FreeCell com 2 células',
  'freecell-1': 'FreeCell com 1 célula',
  'freecell-0': 'FreeCell sem células',
};

/** A variant's name in Portuguese (the others are proper names, the same in both languages). */
function nameOf(variant: { readonly id: string; readonly name: string }): string {
  return VARIANT_NAMES[variant.id] ?? variant.name;
}

/** `freecell variants` in Portuguese: each known variant's description (the names stay as they are known). */
export const VARIANT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  freecell: 'colunas montadas em ordem decrescente alternando as cores, 4 células, 8 colunas',
  bakers: 'FreeCell com colunas montadas no mesmo naipe',
  'ko-bakers': "Baker's Game em que só um Rei pode ocupar uma coluna vazia",
  'eight-off': 'montado por naipe, só Reis em colunas vazias, 8 células com 4 cartas distribuídas nelas, 8 colunas de 6',
  seahaven: 'montado por naipe, só Reis em colunas vazias, 10 colunas de 5, 2 das 4 células distribuídas',
  'relaxed-seahaven': 'Seahaven Towers em que uma sequência de qualquer tamanho se move de uma vez',
  'relaxed-freecell': 'FreeCell em que uma sequência de qualquer tamanho se move de uma vez, qualquer que seja o espaço livre',
  forecell: 'FreeCell com as 4 células preenchidas pela distribuição (8 colunas de 6) e só Reis em colunas vazias',
  'freecell-3': 'FreeCell com só 3 células livres',
  'freecell-2': 'FreeCell com só 2 células livres',
  'freecell-1': 'FreeCell com só 1 célula livre',
  'freecell-0': 'FreeCell sem células livres',
};

/** A count of positions, grouped by thousands: "1 posição", "1.234 posições". */
function positionCount(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${PLURAL.select(count) === 'one' ? 'posição' : 'posições'}`;
}

/** Se um índice de uma chamada (a partir de 0) pode ser contado a partir de 1 numa frase: um número inteiro a partir de 0. */
function isCountable(index: unknown): index is number {
  return Number.isSafeInteger(index) && (index as number) >= 0;
}

/** As palavras de shownValue (do núcleo) para um valor que não é primitivo, em português. */
const SHOWN: Readonly<Record<string, string>> = { 'a list': 'uma lista', 'a function': 'uma função', 'an object': 'um objeto' };

/** Um valor como shownValue o dá ("a list", "5"), em português: uma lista, uma função e um objeto nomeados com estas palavras, o resto como está. */
function shownPt(text: string): string {
  return Object.hasOwn(SHOWN, text) ? SHOWN[text]! : text;
}

/** Um índice que quem chama de JavaScript deu e não é um número inteiro a partir de 0 ("6", -2, null), como foi dado: `no índice "6"`; um que nem é um número é nomeado: `num índice que é uma lista`. */
function atIndex(index: number | string): string {
  if (typeof index === 'string' && Object.hasOwn(SHOWN, index)) return `num índice que é ${shownPt(index)}`;
  return `no índice ${typeof index === 'string' ? clip(index) : String(index)}`;
}

/** O número de uma pilha a partir de 1 ("3"), ou, para um índice que não é um número inteiro a partir de 0, o índice como foi dado. */
function pileNumber(index: number | string): string {
  return isCountable(index) ? String(index + 1) : atIndex(index);
}

function pile(p: PileRef | GivenPile): string {
  return `${KINDS[p.kind]![0]} ${pileNumber(p.index)}`;
}

/** What Node said as a solving process ended at its start, and the NODE_OPTIONS it applied to it, in Portuguese. */
function startFailureContext(failure: { readonly said?: string; readonly nodeOptions?: string }): string {
  const said = failure.said === undefined ? '' : `, dizendo "${quoted(failure.said)}"`;
  return `${said}${failure.nodeOptions === undefined ? '' : ` (NODE_OPTIONS é "${quoted(failure.nodeOptions)}": o Node o aplica a cada processo de resolução)`}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The names of the cells with commas between them, never "e" (a cell's name too): "a, b, c, d", "a, ..., m, [11] a [12]". */
function cellList(variant: Variant): string {
  const letters = cellLetters(variant).split('');
  const rest = variant.cells - letters.length;
  const numbered = rest <= 0 ? [] : rest === 1 ? [`[${variant.cells}]`] : [`[${letters.length + 1}] a [${variant.cells}]`];
  return [...letters.slice(0, variant.cells), ...numbered].join(', ');
}

const BUILD_WORDS: Record<string, string> = {
  'alternate-colour': 'alternando as cores',
  suit: 'no mesmo naipe',
  rank: 'em qualquer naipe',
  any: 'com qualquer carta sobre qualquer carta',
};

function buildRule(variant: Variant): string {
  return `em ${nameOf(variant)} uma coluna desce ${BUILD_WORDS[variant.buildBy] ?? variant.buildBy}`;
}

/** Uma pilha pelo tipo e pelo número, a partir de 1. */
function pileOf(p: { readonly kind: string; readonly index: number }): string {
  return `${KINDS[p.kind]![0]} ${p.index + 1}`;
}

/** O que é um valor de um arquivo JSON, quando não é mostrado como escrito. */
const JSON_KINDS: Record<Exclude<JsonValueShown, { text: string }>['kind'], string> = {
  list: 'uma lista',
  object: 'um objeto',
  'huge-number': 'um número grande demais para ler',
};

/** Um valor de um arquivo JSON como escrito (cortado quando longo), ou o seu tipo. */
function jsonValueText(v: JsonValueShown): string {
  return 'text' in v ? clip(v.text) : JSON_KINDS[v.kind];
}

const SAVE_PROBLEMS: Record<PlainSaveProblem, string> = {
  empty: 'O arquivo está vazio.',
  'not-json': 'O arquivo não é um JSON completo (cortado ou danificado).',
  'not-a-save': 'O arquivo não é um jogo salvo.',
  'no-format': 'O arquivo não é um jogo salvo (falta "format": "freecell-save").',
  'no-checksum': 'Falta a soma de verificação.',
  checksum: 'A soma de verificação não confere: o arquivo foi editado ou danificado.',
  'no-rules': 'Faltam as regras.',
  'no-deal': 'Falta a distribuição.',
  'bad-game-number': 'O número do jogo não é válido.',
  'bad-rating': 'A dificuldade da distribuição não é válida.',
  'bad-pysol': 'O número da distribuição PySol não é válido.',
  'bad-deck': 'O baralho não é válido.',
  'bad-board': 'O tabuleiro inicial não é válido.',
  'unknown-deal': 'A distribuição não é um número de jogo, um número PySol, um baralho nem um tabuleiro.',
  'bad-moves': 'A lista de movimentos não é válida.',
  'bad-position': 'A posição na lista de movimentos não é válida.',
  'bad-time': 'O tempo de jogo não é válido.',
  'bad-options': 'As opções não são válidas.',
  'undo-past-start': 'Um desfazer volta para antes do início.',
  'redo-past-end': 'Um refazer passa do último movimento.',
};

const PLACE_WORDS: Record<BoardPlace['kind'], [string, string]> = { column: ['a coluna', 'uma coluna'], cell: ['a célula', 'uma célula'], foundation: ['a fundação', 'uma fundação'] };

/** Onde está uma carta de um arquivo de posição, por extenso ("a coluna 3", "uma fundação"). */
function placeText(p: BoardPlace): string {
  const [the, a] = PLACE_WORDS[p.kind];
  return p.index === undefined ? a : `${the} ${p.index + 1}`;
}

const PLACE_IN: Record<BoardPlace['kind'], [string, string]> = { column: ['na coluna', 'numa coluna'], cell: ['na célula', 'numa célula'], foundation: ['na fundação', 'numa fundação'] };

/** Em que lugar ("na coluna 3", "numa fundação"). */
function placeIn(p: BoardPlace): string {
  const [inThe, inA] = PLACE_IN[p.kind];
  return p.index === undefined ? inA : `${inThe} ${p.index + 1}`;
}

/** O que há de errado num arquivo de posição, como motivo (a frase acrescenta a linha). */
function boardProblemText(p: BoardProblem, ctx: ErrorContext): string {
  switch (p.kind) {
    case 'duplicate-card':
      return samePlace(p.first, p.second)
        ? `${formatCardFcs(p.card)} aparece duas vezes ${placeIn(p.first)}`
        : `${formatCardFcs(p.card)} aparece duas vezes (${placeText(p.first)} e ${placeText(p.second)})`;
    case 'too-many-columns':
      return `mais de ${p.max} colunas (${p.variant ?? 'este jogo'} tem ${p.max})`;
    case 'too-many-cells':
      return `${plural(p.given, 'célula livre dada', 'células livres dadas')}, mas ${p.variant ?? 'este jogo'} tem ${p.max}`;
    case 'foundation-twice':
      return `a fundação ${'CDHS'[p.suit]} aparece duas vezes`;
    case 'foundation-index':
      return `a fundação ${p.index + 1} aparece duas vezes ou não existe`;
    case 'cell-twice':
      return `a célula ${p.index + 1} (O${p.index + 1}) aparece duas vezes`;
    case 'too-many-foundations':
      return `mais fundações que ${p.max}`;
    case 'foundation-conflict':
      return `a fundação ${'CDHS'[suitOf(p.top)]}-${formatCardFcs(p.top).slice(0, -1)} tem ${formatCardFcs(p.card)}, que também está ${placeIn(p.place)}`;
    case 'missing-cards':
      return `${PLURAL.select(p.cards.length) === 'one' ? 'falta 1 carta' : `faltam ${p.cards.length} cartas`}: ${p.cards.map(formatCardFcs).join(' ')}`;
    case 'no-cards':
      return 'o tabuleiro não tem cartas';
    case 'not-a-card':
      return p.place === undefined ? `"${clip(p.token)}" não é uma carta` : `${placeText(p.place)}: ${clip(p.token)} não é uma carta`;
    case 'not-a-foundation':
      return `"${clip(p.token)}" não é uma fundação (escreva como H-6 ou S-0)`;
    case 'not-a-line':
      return `"${clip(p.token)}" não é uma linha F, O ou C`;
    case 'leading-zero':
      return `"${clip(p.token)}" não é um rótulo de pilha: o texto do CS 3500 numera as pilhas sem zeros à esquerda${withoutZeros(p.token)}`;
    case 'expected-column':
      return `esperava-se C${p.number}`;
    case 'no-such-cell':
      return `não existe a célula ${p.token} (${p.variant ?? 'este jogo'} tem ${p.max})`;
    case 'cell-holds-one':
      return 'uma célula aberta tem no máximo uma carta';
    case 'foundation-order':
      return 'uma fundação sobe do Ás num só naipe';
    case 'not-json':
      return p.atEnd ? 'não é um JSON válido: o texto termina cedo demais' : p.column !== undefined ? `não é um JSON válido: coluna ${p.column}` : `não é um JSON válido (${p.detail})`;
    case 'too-deep':
      return `listas e objetos aninhados em mais de ${p.limit} níveis, muito mais do que uma posição precisa`;
    case 'missing-field':
      return `falta o campo "${p.field}"`;
    case 'not-position-json':
      return 'não é um documento JSON freecell-position';
    case 'version':
      return `${'text' in p.version ? `versão ${clip(p.version.text)} não suportada` : `a versão é ${JSON_KINDS[p.version.kind]}`} (este programa lê a versão ${p.supported})`;
    case 'unknown-variant':
      return 'text' in p.variant ? `variante desconhecida ${clip(p.variant.text)}` : `a variante é ${JSON_KINDS[p.variant.kind]}, não um nome`;
    case 'rules-not-object':
      return `o campo "rules" é ${jsonValueText(p.rules)}, não um objeto de regras`;
    case 'bad-rules':
      return p.cause.code === 'BAD_VARIANT' ? reasonText(errorsPt, p.cause, ctx) : `as regras não são válidas (${reasonText(errorsPt, p.cause, ctx)})`;
    case 'not-lists':
      return 'columns, cells e foundations devem ser listas';
    case 'column-not-list':
      return `a coluna ${p.index + 1} não é uma lista`;
    case 'bad-deal':
      return 'o campo "deal" não é { "game": N } (N de 1 a 8589934591), { "pysol": "N" } (N a partir de 32000), { "deck": "NOME" } nem { "board": "NOME" }';
    case 'moves-not-list':
      return `o campo "moves" é ${jsonValueText(p.moves)}, não uma lista de movimentos`;
    case 'not-a-move':
      return `o movimento ${p.index + 1} de "moves", ${jsonValueText(p.token)}, não é um movimento de ${p.variant}`;
    case 'won-not-flag':
      return `o campo "won" é ${jsonValueText(p.won)}, não true nem false`;
    case 'won-contradicts':
      return p.won ? 'a posição diz que está ganha ("won": true), mas nem todas as cartas estão nas fundações' : 'a posição diz que não está ganha ("won": false), mas todas as cartas estão nas fundações';
  }
}

const FS_REASONS: Record<Exclude<FsReason, 'other'>, string> = {
  'no-folder': 'a pasta não existe',
  denied: 'permissão negada',
  'read-only': 'sistema de arquivos somente leitura',
  'no-space': 'não há espaço no disco',
  folder: 'é uma pasta',
  'path-not-folder': 'uma pasta do caminho é um arquivo',
  quota: 'cota de disco excedida',
  io: 'erro de entrada e saída',
  'reader-gone': 'o programa que o lia parou',
  'no-reader': 'é um FIFO que ninguém está lendo',
  loop: 'seus links formam um ciclo',
  'name-too-long': 'o nome é longo demais',
  'too-large': 'o arquivo ficaria grande demais',
  'too-many-files': 'há arquivos abertos demais',
  'empty-name': 'o nome está vazio',
  'missing-link-target': 'é um link para um arquivo que não existe',
  'shared-link': 'é um link que outro usuário criou numa pasta em que todos podem escrever (com o sticky bit, como /tmp), e não é seguido',
  'shared-file': 'é um arquivo que outro usuário criou numa pasta em que todos podem escrever (com o sticky bit, como /tmp), e o freecell não escreve nele',
  socket: 'é um socket',
  'block-device': 'é um dispositivo de blocos',
  'not-regular': 'não é um arquivo comum',
  changed: 'mudou enquanto era aberto',
  'hard-links': 'ele tem outros nomes (hard links), que não compartilhariam a sua trava; mantenha um só nome e faça dos outros links simbólicos para ele',
  'no-hard-links': 'o seu sistema de arquivos não faz hard links (FAT, exFAT e alguns sistemas de arquivos de rede não fazem), com os quais as travas são feitas; use uma pasta em outro sistema de arquivos',
};

/** Os valores que uma regra aceita, por extenso ("um número inteiro de 0 a 10"). */
function optionText(a: Exclude<OptionValues, { kind: 'needs' | 'factory' | 'one-field' | 'cleared' }>): string {
  switch (a.kind) {
    case 'number':
      return 'um número';
    case 'boolean':
      return 'true ou false';
    case 'range':
      return `um número inteiro de ${a.min} a ${a.max}`;
    case 'text':
      return 'um texto';
    case 'function':
      return 'uma função';
    case 'list':
      return 'uma lista';
    case 'object':
      return 'um objeto';
    case 'board':
      return 'um Board';
    case 'card':
      return 'um número de carta de 0 a 51 ou o nome de uma carta';
    case 'hint':
      return 'um valor devolvido por hint()';
    case 'variant':
      return `um registro de variante ou um dos nomes ${a.names.join(', ')}`;
    case 'pile':
      return 'uma pilha ({ kind, index })';
    case 'move':
      return 'um movimento ({ from, to, count })';
    case 'piles':
      return `uma lista de ${a.count} pilhas, cada uma uma lista de cartas`;
    case 'choices':
    case 'keys':
      return a.choices.join(', ');
    case 'pysol':
      return 'um número de jogo PySol a partir de 32000, como texto ("32000")';
    case 'standard-move':
      return `um movimento de ${a.variant} em notação padrão (3a, a5, 8h, 53)`;
    case 'params':
      return `os parâmetros de ${a.code}, como errors.md os lista`;
  }
}

function allowedText(a: AllowedValues): string {
  switch (a.kind) {
    case 'range':
      return `um número inteiro de ${a.min} a ${a.max}`;
    case 'name':
      return 'um nome não vazio';
    case 'choices':
      return a.choices.join(', ');
    case 'boolean':
      return 'true ou false';
    case 'one-per-suit':
      return '4 (uma por naipe)';
    case 'variant':
      return 'uma Variant (findVariant dá uma)';
  }
}

/** Um nome de arquivo com espaço, para cada comando que recebe um, como UNCLOSED_QUOTE o mostra. */
const QUOTED_EXAMPLES: ReadonlyMap<string, string> = new Map([
  ['save', 'meu jogo.json'],
  ['s', 'meu jogo.json'],
  ['moves', 'meus movimentos.txt'],
  ['browse', 'meus movimentos.txt'],
  ['deck', 'meu baralho.txt'],
]);

/** A frase em português de cada código de erro (terminada em ponto). */
export const errorsPt: ErrorCatalog = {
  UNKNOWN_COMMAND: (p) =>
    p.suggestion
      ? `"${clip(p.word)}" não é um comando; você quis dizer "${p.suggestion}"? Digite h para ver os comandos.`
      : `"${clip(p.word)}" não é um comando; digite h para ver os comandos.`,
  NO_FREE_CELL: (p) => (p.cells === 0 ? 'Este jogo não tem células.' : `Não há célula livre: ${p.cells === 1 ? 'a única célula tem uma carta' : `todas as ${p.cells} células têm uma carta`}.`),
  CARD_INDEX: (p) =>
    `${capital(pileOf(p.pile))} não tem a carta ${p.cardIndex}: ${p.size === 0 ? 'está vazia' : p.size === 1 ? 'ela só tem a carta 1' : `suas cartas vão de 1 a ${p.size}, de baixo para cima`}.`,
  COLUMN_ALONE: (p) => `"${clip(p.line)}" não é um movimento: o número de uma coluna, sozinho, não leva outra palavra${p.suggestion ? `; você quis dizer "${p.suggestion}"?` : '.'}`,
  NOT_A_MOVE: (p) =>
    p.quickOff !== undefined
      ? `Só movimentos podem dividir uma linha, e "${clip(p.part)}" só é um com os movimentos rápidos ligados: digite quick on, ou tc ${p.quickOff} para este.`
      : p.comma === undefined
        ? `Só movimentos podem dividir uma linha, e "${clip(p.part)}" não é um movimento.`
        : `Movimentos separados por espaços são escritos em notação padrão, e "${clip(p.part)}" sozinho é um movimento rápido para uma célula: ponha vírgulas entre eles (${clip(p.comma)}).`,
  NOT_A_PILE: (p) =>
    p.reason === 'leading-zero'
      ? `"${clip(p.argument)}" não é um rótulo de pilha: as pilhas são numeradas sem zeros à esquerda${withoutZeros(p.argument)}.`
      : `"${clip(p.argument)}" não é uma pilha como C1, O1 ou F1; uso: ${p.usage.replace(/\b[A-Z]+\b/g, (word) => USAGE_WORDS[word] ?? word)}.`,
  UNCLOSED_QUOTE: (p) => `${p.command} tem uma ${p.quote} que não é fechada; um nome com espaços vai entre duas aspas: ${p.command} ${p.quote}${QUOTED_EXAMPLES.get(p.command) ?? 'meu jogo.json'}${p.quote}.`,
  LINE_TOO_LONG: (p) => `Essa linha tem ${p.length} caracteres; os comandos são curtos (no máximo ${p.max}).`,
  BAD_ARGUMENT: (p) => `${p.command} aceita ${p.choices.join(' ou ')}, não "${clip(p.argument)}".`,
  WRONG_ARGUMENT_COUNT: (p) => {
    const usage = p.usage.replace(/\b[A-Z]+\b/g, (word) => USAGE_WORDS[word] ?? word);
    if (p.extra !== undefined) return `${p.command} não aceita "${clip(p.extra)}"; ${p.max === 0 ? 'não recebe argumentos' : `uso: ${usage}`}${/\bFILE\b/.test(p.usage) ? ' (ponha entre aspas um nome com espaços)' : ''}.`;
    if (p.max === 0) return `${p.command} não recebe argumentos.`;
    if (p.got === 0 && p.usage.endsWith(' INDEX PILE')) return `${p.command} precisa do índice da carta e de uma pilha de destino; uso: ${usage}.`;
    if (p.got === 1 && p.usage.endsWith(' INDEX PILE')) return `${p.command} precisa de uma pilha de destino depois do índice da carta; uso: ${usage}.`;
    if (p.usage.includes('|') || p.usage.includes('[FILE]') || !/COLUMN|CELL/.test(p.usage)) return `Uso: ${usage}.`;
    const wanted = p.min === p.max ? `${p.min}` : `${p.min} ou ${p.max}`;
    return `${p.command} precisa de ${wanted} números, não ${p.got}: ${usage}.`;
  },
  NOT_A_NUMBER: (p) => {
    const digits = /[^\x00-\x7f]/.test(p.argument) && /\p{Nd}/u.test(p.argument) ? ' (use os algarismos de 0 a 9)' : '';
    if (p.kind === 'game') return `"${clip(p.argument)}" não é um número de jogo${digits}: use um número inteiro de 1 a 8589934591 (ou ms:N), ou pysol:N para um jogo do PySol.`;
    if (p.kind === 'pysol') return `"${clip(p.argument)}" não é um número de jogo do PySol${digits}: use um número inteiro a partir de 1, ou de ms1 a ms8589934591.`;
    if (p.kind === 'pile') return `"${clip(p.argument)}" não é um número de coluna, nem cells, nem foundations${digits}: ${p.command} 3 lê a coluna 3, ${p.command} cells as células, ${p.command} foundations as fundações.`;
    if (p.kind === 'moves') return `"${clip(p.argument)}" não é um número de movimentos${digits}: ${p.command} N ${p.command === 'redo' ? 'refaz N movimentos desfeitos' : 'desfaz N movimentos'}, N um número inteiro a partir de 1.`;
    return `"${clip(p.argument)}" não é ${p.kind === 'count' ? 'uma quantidade de cartas' : `um número de ${KINDS[p.kind]![0]}`}${digits}.`;
  },
  OUT_OF_RANGE: (p) => {
    const given = clip(p.text ?? String(p.value));
    if (p.kind === 'count') return `A quantidade de cartas ${p.max === 1 ? 'só pode ser 1' : `vai de 1 a ${p.max}`}, não ${given}${hexCount(p.text, p.value) ? ` (v recebe dígitos hexadecimais: ${given} é ${p.value})` : ''}.`;
    if (p.kind === 'moves') return `O número de movimentos a ${p.command === 'redo' ? 'refazer' : 'desfazer'} deve ser um número inteiro a partir de 1, não ${given}.`;
    const [one, many, gender] = KINDS[p.kind]!;
    if (p.max === 0) return `Não existe ${one} ${given}: este jogo não tem ${many}.`;
    if (p.max === 1) return `Não existe ${one} ${given}: este jogo só tem ${gender} ${one} 1.`;
    return `Não existe ${one} ${given}: ${gender}s ${many} vão de 1 a ${p.max}.`;
  },
  BAD_NOTATION: (p, { variant }) => {
    if (p.notation === 'solver') {
      if (p.reason === 'count') return `"${clip(p.token)}": só um movimento de stack para stack leva uma quantidade.`;
      if (p.reason === 'pile' && variant) {
        const cells = variant.cells === 0 ? 'nenhuma freecell' : variant.cells === 1 ? 'a freecell 0' : `as freecells de 0 a ${variant.cells - 1}`;
        return `"${clip(p.token)}" cita uma pilha que este jogo não tem: o Freecell Solver conta a partir de 0, então os stacks vão de 0 a ${variant.columns - 1} e ${cells}.`;
      }
      return `"${clip(p.token)}" não é uma das frases de movimento do Freecell Solver (escreva como Move a card from stack 3 to freecell 0).`;
    }
    if (p.reason === 'count') return `"${clip(p.token)}": só um movimento de coluna para coluna leva uma quantidade.`;
    if (p.reason === 'pile' && variant) {
      // the cells listed with commas only: "e" is a cell's name as well as "and"
      const cells = variant.cells === 0 ? 'não há células' : `as células são ${cellList(variant)}`;
      return `"${clip(p.token)}" cita uma pilha que este jogo não tem: as colunas vão de 1 a ${variant.columns}; ${cells}; h indica as fundações.`;
    }
    return `"${clip(p.token)}" não é um movimento em notação padrão (escreva como 3a, a5, 8h ou 53).`;
  },
  SAME_PILE: (p) => `${capital(pile(p.pile))} é ao mesmo tempo a origem e o destino.`,
  NO_SUCH_PILE: (p) => {
    const [one, many] = KINDS[p.pile.kind]!;
    if (p.available === 0) return `Não existe ${one} ${pileNumber(p.pile.index)}: este jogo não tem ${many}.`;
    if (p.available === 1) return `Não existe ${one} ${pileNumber(p.pile.index)}: este jogo só tem ${KINDS[p.pile.kind]![2]} ${one} 1.`;
    return `Não existe ${one} ${pileNumber(p.pile.index)}: as ${many} vão de 1 a ${p.available}.`;
  },
  ILLEGAL_SOURCE: (p) => (p.pile.kind === 'foundation' ? 'Não se tiram cartas das fundações.' : `Não se tiram cartas de uma ${KINDS[p.pile.kind]![0]}.`),
  EMPTY_SOURCE: (p) => `${capital(pile(p.pile))} está vazia: não há carta para mover.`,
  NOT_ENOUGH_CARDS: (p) => `${capital(pile(p.pile))} tem ${plural(p.available, 'carta', 'cartas')}, então ${p.count} não podem ser movidas.`,
  ONE_CARD_ONLY: (p) => `Uma ${KINDS[p.to.kind]![0]} recebe uma carta por vez, não ${p.count}.`,
  SINGLE_CARD_ONLY: (p) => `Neste jogo as cartas se movem uma por vez, então ${p.count} não podem ir juntas.`,
  NOT_A_RUN: (p, { variant, card: c }) =>
    `As últimas ${p.count} cartas da ${pile(p.pile)} não formam uma sequência: ${c(p.lower)} não segue ${c(p.upper)} (${variant ? buildRule(variant) : 'veja as regras'}).`,
  NOT_ENOUGH_SPACE: (p, { variant }) =>
    variant && variant.emptyColumn !== 'any'
      ? `Não há espaço livre para mover ${p.count} cartas: com ${plural(p.freeCells, 'célula livre', 'células livres')} dá para mover no máximo ${p.max}${
          p.emptyColumns === 0
            ? ''
            : `; ${p.emptyColumns === 1 ? 'a coluna vazia além do destino não ajuda' : `as ${p.emptyColumns} colunas vazias além do destino não ajudam`}, pois ${variant.emptyColumn === 'kings' ? 'uma coluna vazia só aceita um Rei' : 'neste jogo colunas vazias não podem ser preenchidas'}`
        }.`
      : `Não há espaço livre para mover ${p.count} cartas: com ${plural(p.freeCells, 'célula livre', 'células livres')} e ${p.emptyColumns === 0 ? 'nenhuma coluna vazia' : plural(p.emptyColumns, 'coluna vazia', 'colunas vazias')} além do destino dá para mover no máximo ${p.max}.`,
  CELL_OCCUPIED: (p, { card: c }) => `${capital(pile(p.cell))} não está vazia: ela tem ${c(p.card)}.`,
  NEEDS_ACE: (p, { card: c }) => `Não dá para pôr ${c(p.card)} na ${pile(p.to)}: uma fundação vazia só recebe um Ás.`,
  WRONG_SUIT: (p, ctx) => wrongCard('suit', p, ctx),
  WRONG_COLOUR: (p, ctx) => wrongCard('colour', p, ctx),
  WRONG_RANK: (p, ctx) => wrongCard('rank', p, ctx),
  EMPTY_COLUMN_RULE: (p, { card: c }) =>
    p.rule === 'kings'
      ? `Não dá para pôr ${c(p.card)} na ${pile(p.to)} vazia: só um Rei pode ocupar uma coluna vazia.`
      : `Não dá para pôr ${c(p.card)} na ${pile(p.to)} vazia: neste jogo colunas vazias não recebem cartas.`,
  ACE_TO_FOUNDATION_ONLY: (p, { card: c }) => `Não dá para pôr ${c(p.card)} na ${pile(p.to)}: neste jogo um Ás só pode ir para uma fundação.`,
  NOT_HOME_YET: (p, { card: c }) => `${capital(c(p.card))} ainda não pode ir para as fundações: ${c(p.needs)} não está em nenhuma fundação.`,
  NO_SUCH_CARD: (p) =>
    // cardIndex conta a partir de 0 na chamada; a frase conta a partir de 1, como faz com a pilha
    p.size === 0
      ? `${capital(pile(p.pile))} está vazia.`
      : `${capital(pile(p.pile))} não tem ${isCountable(p.cardIndex) ? `a carta ${p.cardIndex + 1}` : `carta ${atIndex(p.cardIndex)}`}: ${p.size === 1 ? 'ela só tem a carta 1' : `suas cartas vão de 1 a ${p.size}, de baixo para cima`}.`,
  BAD_COUNT: (p) => `Um movimento da ${pile(p.pile)} leva um número inteiro de cartas, pelo menos 1, não ${clip(shownPt(p.count))}.`,
  UNKNOWN_PILE_KIND: (p) => `"${p.kind}" não é um tipo de pilha: use column, cell ou foundation.`,
  BAD_VARIANT: (p) =>
    p.allowed.kind === 'variant'
      ? `${p.value === undefined ? 'Falta variant' : `variant não pode ser ${Object.hasOwn(SHOWN, String(p.value)) ? shownPt(String(p.value)) : clip(shownValue(p.value))}`}: o valor deve ser uma Variant (${typeof p.value === 'string' && !Object.hasOwn(SHOWN, p.value) ? `findVariant(${clip(shownValue(p.value))})` : 'findVariant'} dá uma).`
      : p.value === undefined
      ? `As regras não têm ${p.parameter}: o valor deve ser ${allowedText(p.allowed)}.`
      : Object.hasOwn(SHOWN, String(p.value))
        ? `As regras não podem ter ${shownPt(String(p.value))} como ${p.parameter}: o valor deve ser ${allowedText(p.allowed)}.`
        : `As regras não podem ter ${p.parameter} ${clip(shownValue(p.value))}: o valor deve ser ${allowedText(p.allowed)}.`,
  UNKNOWN_VARIANT: (p) => `Variante desconhecida "${clip(p.requested)}"; as variantes são: ${p.known.join(', ')}.`,
  BAD_GAME_NUMBER: (p) => `O número de jogo "${clip(p.requested)}" não é um número inteiro de 1 a 8589934591.`,
  BAD_PYSOL_NUMBER: (p) => `O número de jogo PySol "${clip(p.requested)}" não é um número inteiro a partir de 1, nem de ms1 a ms8589934591.`,
  BAD_DECK: (p) => {
    const sentence = ((): string => {
      switch (p.reason) {
        case 'unknown-token':
          return `O item ${p.position}, "${clip(p.token ?? '')}", não é uma carta.`;
        case 'duplicate':
          return p.token === undefined ? `A carta ${p.position} repete a carta ${p.firstPosition}.` : `O item ${p.position}, "${clip(p.token)}", repete o item ${p.firstPosition}${p.firstLine === undefined ? '' : ` (linha ${p.firstLine})`}.`;
        case 'too-many':
          return `O item ${p.position}${p.token === undefined ? '' : `, "${clip(p.token)}",`} é uma carta além de 52.`;
        case 'too-few':
          return p.count === undefined ? 'O baralho tem menos de 52 cartas.' : `O baralho tem ${plural(p.count, 'carta', 'cartas')}, não 52.`;
        case 'empty':
          return 'O baralho não tem cartas.';
      }
    })();
    // a deck file on several lines: the line of the token first
    return p.line === undefined ? sentence : `Linha ${p.line}: ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;
  },
  BAD_CARD: (p) => `"${clip(p.token)}" não é uma carta.`,
  BAD_OPTION: (p) => {
    const a = p.allowed;
    switch (a.kind) {
      case 'needs':
        return `${p.option} precisa também de ${a.option}.`;
      case 'factory':
        return `${p.option} não pode ser construído com new: use ${a.use.join(' ou ')}.`;
      case 'one-field':
        return `${p.option} deve ter exatamente um dos campos ${a.fields.join(', ')}.`;
      case 'cleared':
        return `${p.option} não pode ser ${clip(p.value)}: ${a.cleared ? 'todas as cartas do tabuleiro estão nas fundações' : 'nem todas as cartas do tabuleiro estão nas fundações'}.`;
      case 'keys':
        return `${p.option} não tem a opção ${clip(p.value)}: as opções são ${a.choices.join(', ')}.`;
      default:
        return p.missing ? `Falta ${p.option}: o valor deve ser ${optionText(a)}.` : `${p.option} não pode ser ${clip(shownPt(p.value))}: o valor deve ser ${optionText(a)}.`;
    }
  },
  BAD_BOARD: (p, ctx) => {
    // text that is not JSON: what is wrong, then where, as a settings or statistics file says it
    if (p.problem.kind === 'not-json' && p.problem.column !== undefined && p.line > 0) return `Não é um JSON válido: linha ${p.line}, coluna ${p.problem.column}.`;
    const reason = boardProblemText(p.problem, ctx).replace(/[\s.]+$/, '');
    return p.line > 0 ? `Linha ${p.line}: ${reason}.` : `${capital(reason)}.`;
  },
  UNREADABLE_MOVES: (p) => `Linha ${p.line}: "${clip(p.token)}" não é um movimento.`,
  UNREADABLE_FILE: (p) => `Não foi possível ler ${p.kind !== undefined && Object.hasOwn(FILE_KINDS, p.kind) ? `${FILE_KINDS[p.kind as FileKind]} ` : ''}${p.file === '' ? '""' : p.file}: ${unreadableText(p)}.`,
  LOCKED: (p) =>
    p.remote
      ? `Outro freecell (processo ${p.pid} em ${quoted(p.host)}, que esta máquina não consegue verificar) o mantém bloqueado; quando esse freecell tiver terminado, remova ${quoted(p.file)}.`
      : `Outro freecell (processo ${p.pid}) o mantém bloqueado.`,
  FILE_SYSTEM: (p) => {
    const owned = p.rootOwned;
    const why =
      p.reason === 'other'
        ? (p.detail ?? 'o sistema recusou')
        : `${FS_REASONS[p.reason]}${owned ? ` (${quoted(owned.path)} pertence ao root; sudo chown -R ${quoted(owned.user)} ${quoted(owned.path)} o devolve a você)` : ''}`;
    if (p.action === 'list') return `Não foi possível listar ${p.file}: ${why}.`;
    if (p.action === 'lock') return `Não foi possível bloquear ${p.file}: ${why}.`;
    return `${capital(why).replace(/[\s.]+$/, '')}.`;
  },
  BAD_SAVE: (p, ctx) => {
    switch (p.kind) {
      case 'version':
        return `${'text' in p.version ? `O jogo salvo é da versão ${clip(p.version.text)}` : `A versão é ${JSON_KINDS[p.version.kind]}`}; este programa lê as versões 1 e ${p.supported}.`;
      case 'unknown-variant':
        return 'text' in p.variant ? `Variante desconhecida ${clip(p.variant.text)}.` : `A variante é ${JSON_KINDS[p.variant.kind]}, não um nome.`;
      case 'missing-field':
        return `Falta o campo "${p.field}".`;
      case 'too-deep':
        return `Listas e objetos aninhados em mais de ${p.limit} níveis, muito mais do que um jogo salvo precisa.`;
      case 'bad-rules':
        return p.cause.code === 'BAD_VARIANT' ? `${capital(reasonText(errorsPt, p.cause, ctx))}.` : `As regras não são válidas (${reasonText(errorsPt, p.cause, ctx)}).`;
      case 'damaged-line':
        return `A linha ${p.line} está danificada.`;
      case 'table-too-large':
        return `A mesa tem ${p.columns} colunas e ${p.cells} células, mais do que o jogo mostra.`;
      case 'undealable':
        return `Sua distribuição não pode ser feita: ${lookupError(errorsPt, p.cause, { ...ctx, variant: p.variant })}`;
      case 'unplayable-move':
        return `O movimento ${p.number}, ${p.token}, não pode ser jogado: ${lookupError(errorsPt, p.cause, { ...ctx, variant: p.variant })}`;
      default:
        return SAVE_PROBLEMS[p.kind];
    }
  },
  BAD_STATS: (p) => {
    switch (p.kind) {
      case 'not-json':
        return 'O arquivo não é um JSON completo.';
      case 'bad-json':
        return `O arquivo não é um JSON válido: linha ${p.line}, coluna ${p.column}.`;
      case 'not-stats':
        return 'O arquivo não é de estatísticas.';
      case 'too-deep':
        return `Listas e objetos aninhados em mais de ${p.limit} níveis, muito mais do que estatísticas precisam.`;
      case 'version':
        return 'O arquivo não é de estatísticas, versão 1, 2 ou 3.';
      case 'newer':
        return `O arquivo tem estatísticas da versão ${p.version}, gravadas por um freecell mais novo; este lê as versões 1 a 3.`;
      case 'bad-record':
        return `O registro de ${p.key} não é válido.`;
      case 'bad-source':
        return `${p.source} não é uma origem de distribuições.`;
    }
  },
  BAD_SETTINGS: (p) => {
    switch (p.kind) {
      case 'not-json':
        return 'O arquivo não é um JSON completo.';
      case 'bad-json':
        return `O arquivo não é um JSON válido: linha ${p.line}, coluna ${p.column}.`;
      case 'version':
        return 'O arquivo não é de configurações, versão 1.';
      case 'newer':
        return `O arquivo tem configurações da versão ${p.version}, gravadas por um freecell mais novo; este lê a versão 1.`;
      case 'too-deep':
        return `Listas e objetos aninhados em mais de ${p.limit} níveis, muito mais do que configurações precisam.`;
    }
  },
  USAGE: (p) => p.sentence,
  INPUT_LINE_TOO_LONG: (p) => `A entrada padrão tem uma linha com mais de ${sizeText(p.limit)}; isso não é uma lista de comandos, então o jogo para aqui.`,
};

/** O fim da frase que anuncia uma solução: as teclas, e se Enter joga um movimento por vez ou todos de uma vez (vão todos para as fundações). */
function solutionKeys(home: boolean): string {
  return home ? ', todos para as fundações: tecle Enter para jogá-los de uma vez, ou q para parar.' : ': tecle Enter para cada movimento, ou q para parar.';
}

/** WRONG_SUIT, WRONG_COLOUR e WRONG_RANK: a carta, onde foi posta e o que aquele lugar recebe. */
function wrongCard(what: 'suit' | 'colour' | 'rank', p: ErrorParams['WRONG_RANK'], { variant, card: c }: ErrorContext): string {
  const head = `Não dá para pôr ${c(p.card)} sobre ${c(p.onto)}`;
  if (p.to.kind === 'foundation') {
    const next = rankOf(p.onto) === 13 ? 'a fundação está completa' : `a próxima carta ali é ${RANKS[rankOf(p.onto) + 1]} de ${SUITS[suitOf(p.onto)]}`;
    return `${head} na ${pile(p.to)}: ${next}.`;
  }
  if (what === 'rank') {
    const lower = rankOf(p.onto) - 1;
    const wanted = lower === 0 ? 'nada vai sobre um Ás' : `${c(p.onto)} recebe ${cardTaken(p.onto, variant, c)}`;
    return `${head}: uma coluna desce um valor por vez, e ${wanted}.`;
  }
  return `${head}: ${variant ? buildRule(variant) : 'veja as regras'}.`;
}

/** O que uma carta de coluna recebe pela regra da variante: a própria carta (por naipe), um valor da outra cor, ou qualquer carta do valor. */
function cardTaken(onto: number, variant: Variant | undefined, c: CardNamer): string {
  const lower = rankOf(onto) - 1;
  if (variant?.buildBy === 'suit') return c(makeCard(lower, suitOf(onto)));
  const article = lower === 12 ? 'uma' : 'um';
  if (variant?.buildBy === 'alternate-colour') {
    const colour = isRed(onto) ? (lower === 12 ? 'preta' : 'preto') : lower === 12 ? 'vermelha' : 'vermelho';
    return `${article} ${RANKS[lower]} ${colour}`;
  }
  return `${article} ${RANKS[lower]}`;
}

function helpLines(variant: Variant, plain = false): string[] {
  const runs =
    variant.sequenceMoves === 'single'
      ? 'As cartas se movem uma por vez.'
      : variant.sequenceMoves === 'unlimited'
        ? 'Uma sequência de qualquer tamanho se move de uma vez.'
        : variant.emptyColumn === 'any'
          ? `Uma sequência se move de uma vez quando as células livres e as colunas vazias permitem: ${plain ? 'tantas cartas quanto o número de células livres mais um, vezes dois para cada coluna vazia além do destino' : '(células livres + 1) x 2^(colunas vazias além do destino)'}.`
          : `Uma sequência se move de uma vez quando as células livres permitem: ${plain ? 'uma carta a mais do que o número de células livres' : 'células livres + 1 cartas'}.`;
  const empty = variant.emptyColumn === 'any' ? 'Qualquer carta pode ocupar uma coluna vazia.' : variant.emptyColumn === 'kings' ? 'Só um Rei pode ocupar uma coluna vazia.' : 'Colunas vazias ficam vazias.';
  const extra = [
    ...(variant.cellsDealt > 0 ? [`A distribuição põe ${plural(variant.cellsDealt, 'carta', 'cartas')} nas células.`] : []),
    ...(variant.acesToFoundationOnly ? ['Um Ás só pode ir para uma fundação.'] : []),
  ];
  return [
    `${nameOf(variant)}: ${plural(variant.columns, 'coluna', 'colunas')} descendo ${BUILD_WORDS[variant.buildBy]}; ${plural(variant.cells, 'célula', 'células')}${variant.cells > 7 ? ` (${cellList(variant)} na notação padrão)` : ''}; as fundações sobem por naipe a partir do Ás.`,
    `${runs} ${empty}`,
    ...extra,
  ];
}

/** A reason to put inside a sentence (already in Portuguese: errors are worded by errorsPt), visible, without a full stop of its own. */
const why = (reason: string): string => visible(reason).replace(/[\s.]+$/, '');
/** O que há de errado num arquivo de movimentos que começa como JSON, como uma oração. */
function movesJsonPt(problem: MovesJsonProblem): string {
  if (problem.kind === 'too-deep') return `listas e objetos aninhados em mais de ${problem.limit} níveis, muito mais do que um arquivo de movimentos precisa`;
  if (problem.kind === 'no-moves') return 'JSON sem a lista "moves" de textos que um arquivo de movimentos em JSON tem';
  return `não é um JSON válido: ${problem.at === 'end' ? 'o texto termina cedo demais' : `linha ${problem.at.line}, coluna ${problem.at.column}`}`;
}

/** Por que `browse -` não lê seus movimentos: a entrada padrão traz suas teclas. */
const KEYS_ON_INPUT_PT = 'browse lê suas teclas da entrada padrão, então os movimentos precisam vir de um arquivo (replay - lê movimentos da entrada padrão)';

const FILE_KINDS: Record<FileKind, string> = {
  deck: 'o baralho',
  board: 'o tabuleiro',
  moves: 'os movimentos',
  transcript: 'a transcrição',
  save: 'o jogo salvo',
  stats: 'as estatísticas',
  deals: 'a lista de jogos',
  results: 'os resultados',
  settings: 'as configurações',
};

/** Um limite de tamanho por extenso: "64 KB", "16 MB". */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return plural(bytes, 'byte', 'bytes');
}

/** Por que um arquivo de entrada não foi lido. */
function unreadable(err: UnreadableFileError): string {
  return unreadableText(err.params);
}

/** Por que um arquivo de entrada não foi lido, pelos parâmetros do erro. */
function unreadableText(err: ErrorParams['UNREADABLE_FILE']): string {
  switch (err.reason) {
    case 'missing':
      return 'o arquivo não existe';
    case 'path-not-folder':
      return 'uma pasta do caminho é um arquivo';
    case 'folder':
      return 'é uma pasta';
    case 'fifo':
      return 'é um FIFO, não um arquivo comum';
    case 'device':
      return 'é um dispositivo, não um arquivo comum';
    case 'socket':
      return 'é um socket, não um arquivo comum';
    case 'denied':
      return 'permissão negada';
    case 'too-big':
      return `é maior que ${sizeText(err.limit ?? 0)}`;
    case 'not-utf8':
      return `não é texto UTF-8 (byte ${(err.offset ?? 0) + 1})`;
    case 'not-utf16':
      return `é texto UTF-16 cortado no meio de um caractere (byte ${(err.offset ?? 0) + 1})`;
    case 'io':
      return 'erro de entrada e saída';
    case 'loop':
      return 'seus links formam um ciclo';
    case 'name-too-long':
      return 'o nome é longo demais';
    case 'name-not-utf8':
      return 'o arquivo não existe, ou seu nome não é UTF-8 (o freecell só abre nomes em UTF-8)';
    case 'write-only':
      return 'está aberta só para escrita';
    case 'too-many-files':
      return 'há arquivos abertos demais (aumente o limite de arquivos abertos, ulimit -n)';
    case 'other':
      return err.detail ?? 'não pode ser lido';
  }
}

/** Minutos e segundos jogados ("2:05", "1:02:05"). */
function clock(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const two = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(total % 60)}` : `${m}:${two(total % 60)}`;
}

const CARD_WORDS = ['', 'ás', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'valete', 'dama', 'rei'];

/** As regras de `variant` que diferem das da variante que lhe dá o nome. */
function rulesText(variant: Variant, named: Variant): string {
  const parts: string[] = [];
  if (variant.columns !== named.columns) parts.push(plural(variant.columns, 'coluna', 'colunas'));
  if (variant.cells !== named.cells) parts.push(variant.cells === 0 ? 'sem células' : plural(variant.cells, 'célula', 'células'));
  if (variant.buildBy !== named.buildBy) parts.push(`montagem ${BUILD_WORDS[variant.buildBy] ?? variant.buildBy}`);
  if (variant.emptyColumn !== named.emptyColumn) parts.push(variant.emptyColumn === 'any' ? 'qualquer carta ocupa uma coluna vazia' : variant.emptyColumn === 'kings' ? 'só reis ocupam colunas vazias' : 'colunas vazias ficam vazias');
  if (variant.sequenceMoves !== named.sequenceMoves) parts.push(variant.sequenceMoves === 'single' ? 'uma carta por vez' : variant.sequenceMoves === 'unlimited' ? 'sequências de qualquer tamanho' : 'sequências conforme o espaço');
  if (variant.cellsDealt !== named.cellsDealt) parts.push(`${variant.cellsDealt} nas células ao distribuir`);
  if (variant.acesToFoundationOnly !== named.acesToFoundationOnly) parts.push(variant.acesToFoundationOnly ? 'ases só para as fundações' : 'ases em qualquer lugar');
  return parts.join(', ');
}

/** As cartas como uma linha de movimento as nomeia: uma carta, ou "3 cartas (9♥ 8♠ 7♦)". */
function cardsText(cards: readonly number[], card: CardNamer): string {
  return cards.length === 1 ? card(cards[0]!) : `${cards.length} cartas (${cardList(cards, card)})`;
}

function autoText(autoMoves: number): string {
  return autoMoves > 0 ? `, com ${plural(autoMoves, 'movimento automático', 'movimentos automáticos')}` : '';
}

function undosText(undos: number): string {
  return `desfazer ${plural(undos, 'movimento', 'movimentos')} volta a uma que pode`;
}

const SOURCE_WORDS: Record<DealSource, string> = { numbered: 'jogos numerados', deck: 'arquivos de baralho', board: 'tabuleiros' };

/** O registro de uma variante: as contagens, depois sequências, melhor tempo e menos movimentos. */
function statsLines(key: string, source: DealSource, s: VariantStats): string[] {
  const percent = s.played === 0 ? 0 : Math.round((100 * s.won) / s.played);
  return [
    `${quoted(key)}, ${SOURCE_WORDS[source]}: ${plural(s.played, 'jogo', 'jogos')}`,
    `  ${plural(s.won, 'vitória', 'vitórias')} (${percent}%), ${plural(s.lost, 'derrota', 'derrotas')}, ${plural(s.gaveUp, 'desistência', 'desistências')}, ${plural(s.helped, 'resolvido com ajuda', 'resolvidos com ajuda')}`,
    `  sequência ${s.streak}, maior ${s.longestStreak}; melhor tempo ${s.bestMs === null ? 'nenhum ainda' : formatDuration(s.bestMs)}; menos movimentos ${s.fewestMoves ?? 'nenhum ainda'}`,
  ];
}

/** As linhas de uma vitória. */
/** O que pode seguir um jogo ganho ou perdido: nova distribuição com r, a menos que r distribua o mesmo arranjo (um arquivo de baralho ou uma posição). */
function whatNext(sameLayout: boolean): string {
  return sameLayout ? 'restart para jogar esta de novo, game N para uma distribuição numerada, ou q para sair' : 'r para nova distribuição, restart para jogar esta de novo, ou q para sair';
}

function winSummary(w: WinSummary): string[] {
  const auto = w.auto > 0 ? ` (e ${plural(w.auto, 'movimento automático', 'movimentos automáticos')})` : '';
  const time = formatDuration(w.elapsedMs);
  const moves = plural(w.typed, 'movimento', 'movimentos');
  const solver =
    w.solver === undefined || w.solver === 'unknown' || w.solver === 0
      ? ''
      : w.solver === w.typed
        ? w.typed === 1 ? ', jogado pelo resolvedor' : ', todos jogados pelo resolvedor'
        : `, ${w.solver} ${w.solver === 1 ? 'deles jogado' : 'deles jogados'} pelo resolvedor`;
  const lines = [
    w.solver === 'unknown'
      ? `Jogo vencido em ${moves}${auto}, em ${time}; o resolvedor jogou movimentos deste jogo.`
      : solver !== ''
        ? `Jogo vencido em ${moves}${solver}${auto}, em ${time}.`
        : `Você venceu em ${moves}${auto}, em ${time}!`,
  ];
  const st = w.standing;
  switch (st.kind) {
    case 'kept': {
      const streak = `Sequência: ${plural(st.streak, 'vitória seguida', 'vitórias seguidas')}.`;
      if (st.deal) {
        const time = `${formatDuration(st.deal.bestMs)}${st.deal.newBestTime && st.deal.wins > 1 ? ' (novo recorde)' : ''}`;
        const fewest = `${plural(st.deal.fewestMoves, 'movimento', 'movimentos')}${st.deal.newFewest && st.deal.wins > 1 ? ' (novo recorde)' : ''}`;
        lines.push(`Seu melhor neste jogo: ${time}, ${fewest}. ${streak}`);
      } else {
        lines.push(streak);
      }
      break;
    }
    case 'helped':
      lines.push(
        w.solver === 0
          ? 'O resolvedor jogou movimentos deste jogo que foram desfeitos depois: ele ainda conta como resolvido com ajuda, não como vitória.'
          : 'Este jogo conta como resolvido com ajuda, não como vitória.',
      );
      break;
    case 'not-kept':
      lines.push('As estatísticas só valem para jogos num terminal, retomados com --resume ou salvos com save; este não é contado.');
      break;
    case 'off':
      lines.push('As estatísticas estão desligadas (freecell config statistics on as liga); este jogo não é contado.');
      break;
    case 'counted-before':
      lines.push('O resultado deste jogo já tinha sido contado antes desta vitória.');
      break;
    case 'waiting-before':
      lines.push('O resultado deste jogo é o anterior, que aguarda no seu próprio jogo salvo para ser contado; esta vitória não conta.');
      break;
    case 'uncounted-before':
      lines.push('O resultado deste jogo foi decidido antes desta vitória sem ser contado (estatísticas desligadas, ou um jogo não guardado), então esta vitória também não é contada.');
      break;
    case 'failed':
      lines.push('Esta vitória ainda não foi contada: ela espera no arquivo salvo do jogo e será contada na próxima vez que o freecell começar e puder atualizar as estatísticas.');
      break;
    case 'unsaved':
      lines.push('Esta vitória não foi contada: nem as estatísticas nem a pasta dos jogos podem ser gravadas agora. save ARQUIVO guarda o jogo numa pasta que pode ser gravada, e freecell --resume ARQUIVO conta a vitória.');
      break;
  }
  lines.push(pt.wonHint, `Digite ${whatNext(w.sameLayout)}.`);
  return lines;
}

/** An option as the help shows it (`--game <number>`) with its value named in Portuguese. */
function optionInPortuguese(option: string): string {
  return option.replace(/([<[])([^>\]]+)([>\]])/g, (_all, open: string, name: string, close: string) => `${open}${commandsPt.cli.placeholder(name)}${close}`);
}

/** A line of a difference, quoted: an excerpt marked with … and placed in its line; `ended` when its text has ended there. */
function shownLine(shown: ShownLine | undefined, ended: string): string {
  if (shown === undefined) return ended;
  const { text, before, after } = shown;
  const total = before + Array.from(text).length + after;
  const place = before + after === 0 ? '' : ` (caracteres ${before + 1} a ${total - after} de ${total})`;
  return `${before > 0 ? '…' : ''}${formatJsonVisible(text)}${after > 0 ? '…' : ''}${place}${shown.newline ? '' : ' (sem quebra de linha no fim)'}`;
}

/** Português do Brasil. */
export const pt: Catalog = {
  lang: 'pt',
  thousands: '.',
  board: {
    game: (n) => `jogo ${n}`,
    deck: (name) => `baralho ${quoted(name)}`,
    position: (name) => `tabuleiro ${quoted(name)}`,
    moves: (n) => plural(n, 'movimento', 'movimentos'),
    cells: 'células',
    foundations: 'fundações',
    status: { winnable: 'tem solução', unwinnable: 'sem solução', unknown: 'tem solução?', won: 'ganho' },
    pysol: (seed) => `jogo PySol ${seed}`,
    rated: (label, rating) => `${label} (${pt.board.ratings[rating]})`,
    ratings: { easy: 'fácil', medium: 'médio', hard: 'difícil' },
  },
  opening: ['Digite h para ajuda, q para sair.'],
  help: helpLines,
  won: (moves, sameLayout) => `Você venceu em ${plural(moves, 'movimento', 'movimentos')}! Digite ${whatNext(sameLayout)}.`,
  moveLine: (move, cards, card) => {
    const what = cards.length > 1 ? `${cards.length} cartas (${cardList(cards, card)})` : card(cards[0]!);
    return `${what} da ${pile(move.from)} para a ${pile(move.to)}`;
  },
  autoplayLine: (cards, card) => `Automático: ${cardList(cards, card)} para as fundações`,
  uncoveredLine: (columns, card) =>
    columns
      .map((c, i) => {
        const what = c.card === undefined ? 'está vazia' : c.cell === true ? `tem ${card(c.card)}` : `termina com ${card(c.card)}`;
        return `${i === 0 ? 'A' : 'a'} ${c.cell === true ? 'célula' : 'coluna'} ${c.index + 1} agora ${what}`;
      })
      .join('; '),
  backFromFoundationsLine: (cards, card) => `De volta das fundações: ${cards.map((c) => `${card(c.card)} para a ${pile(c.to)}`).join(', ')}`,
  restarted: (attempt, typed) =>
    `A distribuição recomeça${attempt > 1 ? `: tentativa ${attempt}` : ''}${typed > 0 ? `; u traz de volta ${typed === 1 ? 'seu movimento' : `seus ${typed} movimentos`}` : ''}.`,
  restartUndone: (typed) => `Recomeço desfeito: de volta ao movimento ${typed}.`,
  undoneMoves: (taken, autoMoves, noMore, restartUndone, typed) => {
    const moves = `${plural(taken, 'movimento desfeito', 'movimentos desfeitos')}${autoText(autoMoves)}`;
    if (!restartUndone) return `${moves}${noMore ? ': não havia mais' : ''}.`;
    if (taken === 0) return `Recomeço desfeito: de volta ao movimento ${typed}; não havia movimentos a desfazer.`;
    return `Recomeço desfeito, e mais ${moves}: ${noMore ? 'não havia mais' : `de volta ao movimento ${typed}`}.`;
  },
  redoneMoves: (taken, autoMoves, noMore) => `${plural(taken, 'movimento refeito', 'movimentos refeitos')}${autoText(autoMoves)}${noMore ? ': não havia mais' : ''}.`,
  nothingToUndo: 'Nada para desfazer.',
  nothingToRedo: 'Nada para refazer.',
  autoplayState: (on) => (on ? 'Jogo automático ligado: as cartas seguras vão sozinhas para as fundações.' : 'Jogo automático desligado.'),
  autoplayUnavailable: 'Este estilo nunca joga sozinho.',
  messagesState: (on) => (on ? 'Mensagens ligadas: cada movimento diz o que fez.' : 'Mensagens desligadas: um movimento não diz mais o que fez (um movimento recusado ainda diz por quê).'),
  messagesUnavailable: 'Este estilo nunca diz o que um movimento fez.',
  messagesAlwaysPlain: 'Com --plain um movimento sempre diz o que fez: não há tabuleiro que o mostre.',
  quickCellState: (on) =>
    on
      ? 'Movimentos rápidos para uma célula ligados: só o número de uma coluna move sua última carta para uma célula livre.'
      : 'Movimentos rápidos para uma célula desligados: só o número de uma coluna não move mais sua última carta para uma célula livre.',
  quickCellOff: (column) => `Os movimentos rápidos para uma célula estão desligados: digite quick on para mover uma carta só com o número da coluna, ou tc ${column} para esta.`,
  hint: (notation, what) => `Dica: ${notation} (${what}).`,
  hintPastAutoplay: (notation, what, cards, card) => `Dica: ${notation} (${what}); em seguida o automático manda ${cardList(cards, card)} para as fundações.`,
  cannotBeWon: 'Esta posição não pode mais ser ganha; desfaça movimentos para voltar a uma que possa.',
  noHintFound: 'Nenhuma solução encontrada dentro do limite de busca; a posição ainda pode ter solução.',
  solutionFound: (moves, home) => `Uma solução de ${plural(moves, 'movimento', 'movimentos')}${solutionKeys(home)}`,
  shortSolutionFound: (moves, fallback, home) =>
    `${fallback ? 'A busca curta não achou nada mais curto que a busca rápida, cuja solução tem' : 'Uma solução curta de'} ${plural(moves, 'movimento', 'movimentos')}${solutionKeys(home)}`,
  solutionNext: (left, home) =>
    left === 0
      ? 'Esse foi o último movimento da solução.'
      : home
        ? `Os ${left} movimentos restantes vão todos para as fundações: Enter joga todos de uma vez, q para parar.`
        : `Enter para o próximo movimento (faltam ${left}), q para parar.`,
  solutionHomeLine: (cards, card) => `Solução: ${cardList(cards, card)} para as fundações`,
  solutionStopped: 'Solução interrompida; o jogo continua daqui.',
  solverFailed: (message) => `O resolvedor falhou nesta posição (erro interno: ${visible(message)}); o jogo não mudou. Por favor, relate o problema.`,
  nothingToPlay: (sameLayout) =>
    `O jogo está ganho: não há mais nada para jogar. Digite ${sameLayout ? 'restart para jogar esta de novo, ou game N para uma distribuição numerada' : 'r para nova distribuição ou restart para jogar esta de novo'}.`,
  theSaveFile: 'o arquivo do jogo salvo',
  noFileAccess: 'esta sessão não pode gravar arquivos',
  noFileReading: 'esta sessão não pode ler arquivos',
  ownSave: 'é o arquivo salvo deste jogo',
  transcriptFile: 'é o arquivo em que a transcrição desta sessão está sendo gravada',
  programFile: (what) =>
    what === 'statistics'
      ? 'é o próprio arquivo de estatísticas do freecell'
      : what === 'settings'
        ? 'é o próprio arquivo de configurações do freecell'
        : 'está na própria pasta de jogos salvos do freecell (freecell saves lista os jogos)',
  resultsInUse: (pid, host) => `ele está sendo escrito por outro freecell (processo ${pid} em ${quoted(host)})`,
  lookingForDeal: (wanted) => `Procurando um jogo ${wanted === undefined ? 'com solução' : pt.board.ratings[wanted]}: isso pode levar alguns segundos.`,
  lookingForShortSolution: 'Procurando uma solução curta: isso pode levar alguns segundos.',
  skippedDeals: (skipped, found) =>
    found
      ? `Pulei ${plural(skipped, 'número de jogo', 'números de jogo')} sem solução comprovada.`
      : `Nenhum jogo se mostrou com solução em ${plural(skipped, 'tentativa', 'tentativas')}; este talvez não tenha.`,
  ratedSkipped: (skipped, wanted) => `Pulei ${plural(skipped, 'número de jogo', 'números de jogo')} até achar um jogo ${pt.board.ratings[wanted]}.`,
  ratedNotFound: (wanted, tries, got) => `Nenhum jogo ${pt.board.ratings[wanted]} apareceu em ${plural(tries, 'tentativa', 'tentativas')}; este é ${pt.board.ratings[got]}.`,
  saved: (file) => `Jogo salvo em ${named(file)}.`,
  noStats: 'Esta sessão não guarda estatísticas.',
  autosaveFailed: (file, reason) => `Não foi possível salvar em ${named(file)}: ${why(reason)}. O jogo continua.`,
  statsUnreadable: (file, reason) => `As estatísticas em ${named(file)} não podem ser lidas (${why(reason)}); o arquivo fica como está.`,
  statsNone: 'Nenhum jogo contado ainda.',
  sessionTally: (tally) =>
    `Nesta sessão: ${plural(tally.won + tally.lost + tally.gaveUp + tally.helped, 'jogo terminado', 'jogos terminados')}: ${plural(tally.won, 'vitória', 'vitórias')}, ${plural(tally.lost, 'derrota', 'derrotas')}, ${plural(tally.gaveUp, 'desistência', 'desistências')}, ${plural(tally.helped, 'resolvido com ajuda', 'resolvidos com ajuda')}.`,
  statsLines,
  statsResetQuestion: 'Apagar todas as estatísticas? Digite sim para confirmar: ',
  statsResetDone: 'Estatísticas apagadas.',
  statsResetOrShow: 'um apaga as estatísticas, o outro as mostra',
  statsResetKept: 'Estatísticas mantidas.',
  statsResetFailed: (file, reason) => `não foi possível apagar as estatísticas em ${named(file)}: ${why(reason)}.`,
  cannotResume: (file, reason) => `não foi possível continuar ${named(file)}: ${why(reason)}.`,
  wonHint: 'Digite moves para listar seus movimentos em notação padrão, ou moves ARQUIVO para gravá-los.',
  noMoves: 'Nenhum movimento ainda.',
  movesSaved: (file, count, replay) => {
    const wrote = `${capital(plural(count, 'movimento gravado', 'movimentos gravados'))} em ${named(file)}`;
    if (!replay) return `${wrote}.`;
    const back = `freecell replay ${visible(replay.file)} ${visible(replay.flags)}${replay.unnamed ? ` ${USAGE_WORDS.FILE}` : ''} ${count === 1 ? 'o' : 'os'} reproduz`;
    return replay.unnamed ? `${wrote}; ${back}, sendo ${USAGE_WORDS.FILE} o arquivo de ${replay.unnamed.kind === 'deck' ? 'baralho' : 'tabuleiro'} ${named(replay.unnamed.name)}.` : `${wrote}; ${back}.`;
  },
  writeFailed: (file, reason) => `Não foi possível gravar ${named(file)}: ${why(reason)}. O jogo continua.`,
  lost: (sameLayout) => `Não há mais movimentos: este jogo está perdido. Digite u para desfazer, ${whatNext(sameLayout)}.`,
  lostAtStart: (sameLayout) => `Não há mais movimentos: este jogo está perdido. Nenhuma carta pode se mover nesta distribuição: digite ${sameLayout ? 'game N para uma distribuição numerada' : 'r para nova distribuição'}, ou q para sair.`,
  error: (err, variant, card) => lookupError(errorsPt, err, { variant, card }),
  errorReason: (err, variant, card) => reasonText(errorsPt, err, { variant, card }),
  transcriptNeedsDeal: (command) =>
    `transcript ${command} precisa da distribuição fixa: acrescente --game N, --deck ARQUIVO ou --board ARQUIVO depois de -- (sem uma delas a distribuição é aleatória, e uma verificação nunca conferiria).`,
  movesNeedDeal: (command) =>
    `${command} precisa da distribuição em que os movimentos foram feitos: acrescente --game N (o número do jogo no cabeçalho do jogo), --deck ARQUIVO ou --board ARQUIVO.`,
  transcriptSame: (file) => `${named(file)}: o programa reproduz esta transcrição exatamente.`,
  transcriptDiffers: (file, line, column, expected, actual) =>
    `${named(file)}: a linha ${line} difere${column === undefined ? '' : ` no caractere ${column}`}.\n  esperado: ${shownLine(expected, '(fim da transcrição)')}\n  obtido:   ${shownLine(actual, '(fim da saída)')}`,
  solveWonAlready: (what) => `${what} não precisa de nenhum movimento: todas as cartas já estão nas fundações.`,
  solveUnwinnable: (what, states) => `${what} não tem solução: todas as posições alcançáveis foram examinadas (${positionCount(states)}).`,
  solveHopeless: (what, reason) =>
    `${what} não tem solução, como se vê sem buscar: ${
      reason.kind === 'suit-twice'
        ? 'duas fundações têm o mesmo naipe'
        : reason.kind === 'card-missing'
          ? `${reason.card} não está no jogo, então as cartas do seu naipe acima dela nunca podem ir para a fundação`
          : `${reason.suits} naipes ainda precisam começar uma fundação, e ${reason.foundations === 1 ? 'só 1 fundação está vazia' : `só ${reason.foundations} fundações estão vazias`}`
    }.`,
  solveGaveUp: (what, states, reason, searches) => {
    const count = `${positionCount(states)}${searches > 1 ? ' ao todo' : ''}`;
    return reason === 'memory'
      ? `desisti de ${what} depois de ${count} (o limite de memória); tente um --max-memory maior.`
      : `desisti de ${what} depois de ${count} (${reason === 'time' ? 'o limite de tempo' : searches > 1 ? 'o limite de posições de cada busca' : 'o limite de posições'}); tente um --max-states maior${reason === 'time' ? ' ou --time-limit' : ''}.`;
  },
  solveRandomDeal: (number) => `nenhuma distribuição indicada: resolvendo o jogo ${number}, escolhido ao acaso (--game N, --deck ARQUIVO ou --board ARQUIVO indica uma).`,
  solveSearch: (result, search, states, fastStates, fastGaveUp) => {
    const n = (x: number): string => x.toLocaleString('pt-BR');
    const after = fastStates === undefined ? '' : fastGaveUp ? `, depois que a busca rápida desistiu em ${positionCount(fastStates)}` : `, depois que a busca rápida não achou solução (${positionCount(fastStates)})`;
    if (result === 'gave-up')
      return fastGaveUp === false
        ? `a busca rápida não achou solução (${positionCount(fastStates ?? 0)}), e depois a busca exata desistiu em ${n(states)}.`
        : `a busca rápida desistiu em ${positionCount(fastStates ?? 0)}, e depois a busca exata em ${n(states)}.`;
    return `${result === 'solved' ? 'resolvido' : 'provado sem solução'} pela busca ${search === 'fast' ? 'rápida' : search === 'short' ? 'curta' : 'exata'} (${positionCount(states)})${after}.`;
  },
  shortFellBack: 'a busca curta não achou, dentro dos seus limites, solução mais curta que a da busca rápida; esta é a da busca rápida.',
  rangeProgress: (solved, unwinnable, gaveUp, rate, eta) => `resolvidos ${solved}, sem solução ${unwinnable}, desistências ${gaveUp}, ${rate.toFixed(0)} jogos/s, faltam cerca de ${duration(eta)}`,
  rangeSummary: (s) => {
    const deals = Math.max(1, s.deals - s.readBack);
    return [
      `${s.dealsFile === undefined ? `Jogos ${s.from}-${s.to}` : `Jogos de ${quoted(s.dealsFile)}`}${s.shard === undefined ? '' : `, parte ${s.shard}`}${s.shard !== undefined || s.dealsFile !== undefined ? ` (${plural(s.deals, 'jogo', 'jogos')})` : ''} (${nameOf(s.variant)}), ${plural(s.jobs, 'processo', 'processos')}${s.readBack > 0 ? `; ${s.readBack} lidos de --jsonl, ${s.deals - s.readBack} resolvidos agora` : ''}`,
      `Resolvidos ${s.solved}, sem solução ${s.unwinnable}${s.unwinnableDeals.length > 0 && s.unwinnableDeals.length <= 20 ? ` (${s.unwinnableDeals.join(', ')})` : ''}, desistências ${s.gaveUp}`,
      `Tempo real ${(s.wallMs / 1000).toFixed(2)} s, tempo de CPU ${(s.cpuMs / 1000).toFixed(2)} s; ${s.deals === s.readBack ? 'nenhum jogo faltava resolver' : `por jogo ${(s.wallMs / deals).toFixed(2)} ms real, ${(s.cpuMs / deals).toFixed(2)} ms de CPU; ${((s.deals - s.readBack) / Math.max(s.wallMs / 1000, 0.001)).toFixed(1)} jogos por segundo`}`,
      s.solved === 0 ? 'Tamanho das soluções: nenhum (nenhum jogo foi resolvido)' : `Tamanho das soluções: média ${s.meanLength.toFixed(1)}, máximo ${s.maxLength} movimentos (uma sequência conta uma vez, movimentos para as fundações incluídos)`,
      `Pico de memória ${Math.round(s.peakMb)} MB${s.workerPeakMb === undefined ? '' : `, e no máximo ${Math.round(s.workerPeakMb)} MB em cada processo que resolve`}`,
    ];
  },
  rangeDealFailed: (deal, error) => `jogo ${deal}: o resolvedor falhou (erro interno: ${visible(error)}); o jogo conta como desistência.`,
  report: {
    summary: (s) => {
      const lines = [
        `Resultados de ${plural(s.files, 'arquivo', 'arquivos')}: ${plural(s.deals, 'jogo', 'jogos')}${s.variant === undefined ? '' : ` (${s.variant})`}${s.duplicates > 0 ? `; ${plural(s.duplicates, 'jogo', 'jogos')} em mais de uma linha` : ''}`,
        `Resolvidos ${s.solved}, sem solução ${s.unwinnable}${s.unwinnableDeals.length > 0 && s.unwinnableDeals.length <= 20 ? ` (${s.unwinnableDeals.join(', ')})` : ''}, desistências ${s.gaveUp}${s.conflicts > 0 ? `, em conflito ${s.conflicts}` : ''}`,
        s.solved === 0 ? 'Tamanho das soluções: nenhum (nenhum jogo foi resolvido)' : `Tamanho das soluções: média ${(s.lengthSum / s.solved).toFixed(1)}, máximo ${s.maxLength} movimentos (a mais curta das soluções de cada jogo)`,
        `Tempo de resolução ${duration(s.ms / 1000)} no total (o tempo de cada linha somado)`,
      ];
      if (s.range) {
        const shown = s.range.gaps.slice(0, 20).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`));
        const more = s.range.gaps.length > 20 ? ` e mais ${plural(s.range.gaps.length - 20, 'trecho', 'trechos')}` : '';
        lines.push(`Faltam em ${s.range.from}-${s.range.to}: ${s.range.missing === 0 ? 'nenhum' : `${plural(s.range.missing, 'jogo', 'jogos')} (${shown.join(', ')}${more})`}`);
        if (s.outside > 0) lines.push(`Deixados de fora: ${plural(s.outside, 'jogo', 'jogos')} fora de ${s.range.from}-${s.range.to}`);
      }
      for (const file of s.torn) lines.push(`${named(file)} termina numa linha cortada (uma execução ainda escrevendo nele, ou interrompida no meio da linha): essa linha fica de fora.`);
      return lines;
    },
    badLine: (file, line) => `${named(file)}, linha ${line} não é um resultado de solve --range ou --deals.`,
    otherRules: (file, line, what, theirs, firstFile, ours) =>
      `${named(file)}, linha ${line} tem ${what === 'variant' ? 'a variante' : 'as regras'} ${quoted(theirs)}, mas ${quoted(firstFile)} tem ${quoted(ours)}: um relatório junta resultados de uma só variante e um só conjunto de regras.`,
    conflict: (deal, verdicts) =>
      `o jogo ${deal} tem veredictos em conflito: ${verdicts.map((v) => `${v.status === 'solved' ? 'resolvido' : 'sem solução'} em ${quoted(v.file)}`).join(', ')}.`,
    oneOutput: '--json imprime o resumo inteiro, --unwinnable os jogos provados sem solução, --gave-up os jogos em que a busca desistiu',
  },
  replayStep: (number, token) => `Movimento ${number}: ${quoted(token)}`,
  variantDescription: (id, english) => VARIANT_DESCRIPTIONS[id] ?? english,
  variantName: nameOf,
  replayDone: (moves, won, cards) =>
    won
      ? `${capital(plural(moves, 'movimento jogado', 'movimentos jogados'))}, todos válidos; o jogo está ganho.`
      : `${capital(plural(moves, 'movimento jogado', 'movimentos jogados'))}, todos válidos; o jogo não está ganho (${plural(cards, 'carta', 'cartas')} nas fundações).`,
  replayIllegal: (number, token, reason) => `movimento ${number}, ${quoted(token)}: ${visible(reason)}`,
  screen: {
    moves: (typed, automatic) => `${plural(typed, 'movimento', 'movimentos')}${automatic > 0 ? ` + ${plural(automatic, 'automático', 'automáticos')}` : ''}`,
    movesTyped: (moves, solver = 0) =>
      solver === 'unknown'
        ? `${plural(moves, 'movimento', 'movimentos')}, alguns do resolvedor`
        : solver === 0
          ? plural(moves, 'movimento digitado', 'movimentos digitados')
          : solver >= moves
            ? `${plural(moves, 'movimento', 'movimentos')} do resolvedor`
            : `${plural(moves - solver, 'movimento digitado', 'movimentos digitados')} + ${solver} do resolvedor`,
    time: (ms) => `tempo ${clock(ms)}`,
    attempt: (attempt) => `tentativa ${attempt}`,
    rules: rulesText,
    undone: (move, cards, autoMoves, card) => `Desfeito: ${cardsText(cards, card)} de volta para a ${pile(move.from)}${autoText(autoMoves)}.`,
    redone: (move, cards, autoMoves, card) => `Refeito: ${cardsText(cards, card)} da ${pile(move.from)} para a ${pile(move.to)}${autoText(autoMoves)}.`,
    lostByMove: (undos) => `Esse movimento perdeu o jogo: esta posição não pode mais ser ganha; ${undosText(undos)}.`,
    cannotBeWonNow: 'Esta posição não pode ser ganha; hint diz quantos movimentos desfazer para voltar a uma que possa.',
    cannotBeWonUndos: (undos) => `Esta posição não pode ser ganha; ${undosText(undos)}.`,
    dealCannotBeWon: (sameLayout) =>
      `Esta distribuição não pode ser ganha, jogue-se o que for desde o início; ${sameLayout ? 'digite game N para uma distribuição numerada, ou q para sair' : 'digite r para uma nova distribuição'}.`,
    giveUpQuestion: (moves, counting, solver) =>
      `Desistir deste jogo (${moves === 0 ? 'de volta ao início' : pt.screen.movesTyped(moves, solver)}) por uma nova distribuição?${
        counting === 'counts'
          ? ' Ele contará como desistência nas suas estatísticas.'
          : counting === 'counted-before'
            ? ' As estatísticas já contaram este jogo (por outra cópia do arquivo salvo), então desistir dele não conta mais nada.'
            : counting === 'counted'
              ? ' As estatísticas já contaram este jogo, então desistir dele não conta mais nada.'
              : counting === 'waits-elsewhere'
                ? ' O resultado deste jogo é o anterior, que aguarda no seu próprio jogo salvo para ser contado, então desistir dele não conta mais nada.'
                : ''
      }\nDigite s para desistir; show, help ou redraw para ver antes; senão, continua.`,
    gaveUp: (counted) => (counted ? 'Jogo abandonado: as estatísticas o contam como desistência.' : 'Jogo abandonado.'),
    gaveUpCountedBefore: 'Jogo abandonado: as estatísticas já contaram este jogo (por outra cópia do arquivo salvo), então nada mais é contado.',
    gaveUpResultBefore: (counting) =>
      counting === 'counted'
        ? 'Jogo abandonado: as estatísticas já contaram este jogo, então nada mais é contado.'
        : 'Jogo abandonado: o resultado deste jogo é o anterior, que aguarda no seu próprio jogo salvo para ser contado, então nada mais é contado.',
    keptPlaying: 'O jogo continua.',
    cardWords: (c) => `${CARD_WORDS[rankOf(c)]} de ${SUITS[suitOf(c)]}`,
    plainHeader: (pieces, status) => `${pieces.join(', ')}${status === undefined ? '' : `; ${status}`}${status?.endsWith('?') === true ? '' : '.'}`,
    plainPiles: (kind, cards) =>
      cards.length === 0
        ? kind === 'cells' ? 'Sem células.' : 'Sem fundações.'
        : `${kind === 'cells' ? 'Células' : 'Fundações'}: ${cards.map((c) => c ?? 'vazia').join(', ')}.`,
    plainColumn: (index, cards) => `Coluna ${index + 1}: ${cards.length === 0 ? 'vazia' : cards.join(', ')}.`,
    plainReading: 'Cada coluna é lida da carta de baixo até a de cima; a última carta dita é a que pode ser movida.',
    plainOwnScreen: 'o estilo CSE 231 desenha o seu próprio tabuleiro',
  },
  winSummary,
  settings: {
    line: (key, value, isDefault, values) => `${key.padEnd(11)} ${value.padEnd(4)} ${isDefault ? '(padrão)' : '(mudado)'}  ${values.join(', ')}`,
    set: (key, value) => `${key} agora é ${value}.`,
    reset: (key, value) => `${key} voltou ao padrão, ${value}.`,
    resetAll: 'Todas as configurações voltaram ao padrão.',
    file: (file) => `As configurações ficam em ${named(file)}; freecell config CHAVE VALOR muda uma, e as opções da linha de comando valem acima delas num jogo.`,
    unknownKey: (key, keys) => `não existe a configuração "${quoted(key)}" (configurações: ${keys.join(', ')}).`,
    badValue: (key, value, values) => `${key} aceita ${values.slice(0, -1).join(', ')} ou ${values.at(-1)!}, não "${quoted(value)}".`,
    needsValue: (key, values) => `config ${key} precisa de um valor: ${values.slice(0, -1).join(', ')} ou ${values.at(-1)!}.`,
    resetTakesKey: (value) => `config --reset não aceita "${quoted(clip(value))}": ele aceita uma configuração (ou nada, para todas).`,
    unreadable: (file, reason) => `As configurações em ${named(file)} não podem ser lidas (${why(reason)}); valem os padrões e o arquivo fica como está.`,
    notTaken: (file, settings) =>
      `Configurações em ${named(file)} que este freecell não aceita (de um freecell mais novo, ou digitadas errado): ${settings.map((x) => (x.value === undefined ? quoted(x.field) : `${quoted(x.field)} ${quoted(x.value)}`)).join(', ')}. Elas ficam no arquivo como estão; as outras configurações são usadas.`,
    keptAside: (file, reason, aside) => `As configurações em ${named(file)} não puderam ser lidas (${why(reason)}); esse arquivo foi guardado como ${quoted(aside)} e um novo foi escrito.`,
    cannotWrite: (file, reason) => `não foi possível gravar as configurações em ${named(file)}: ${why(reason)}.`,
  },
  games: {
    menuTitle: 'Jogos salvos:',
    menuLine: (n, description, id) => `  ${String(n).padStart(2)}  ${description} (${id})`,
    menuMore: (count) => `      ...e mais ${count}: freecell saves lista todos, freecell --resume ID continua um deles.`,
    menuNew: '   n  começar um jogo novo',
    menuPrompt: (count) => (PLURAL.select(count) === 'one' ? 'Escolha 1 para continuar, n para um jogo novo, ou q para sair: ' : `Escolha um jogo (1 a ${count}), n para um jogo novo, ou q para sair: `),
    menuInvalid: (count) =>
      PLURAL.select(count) === 'one' ? 'Digite 1 para continuar, n para um jogo novo, ou q para sair.' : `Digite um número de 1 a ${count}, n para um jogo novo, ou q para sair.`,
    takenMeanwhile: (id, pid, host, lock) =>
      lock === undefined
        ? `O jogo ${id} acabou de ser retomado por outro freecell; escolha outro.`
        : `O jogo ${id} acabou de ser tomado por outro freecell (processo ${pid} em ${quoted(host ?? '')}, que esta máquina não consegue verificar); quando esse freecell tiver terminado, remova ${quoted(lock)}. Escolha outro.`,
    waiting: (count) => `Você tem ${plural(count, 'jogo salvo', 'jogos salvos')}: freecell --resume continua o mais recente, freecell saves lista todos.`,
    savedAs: (id) => `Salvo como jogo ${quoted(id)}: freecell --resume ${quoted(id)} continua este jogo.`,
    wonNotSaved: 'Este jogo está ganho: um jogo ganho não é salvo para ser continuado (moves ARQUIVO grava seus movimentos, save ARQUIVO o jogo inteiro).',
    lostAtStartNotSaved: 'Nenhuma carta pode se mover neste jogo, então não há o que continuar: ele não é salvo (save ARQUIVO o grava num arquivo mesmo assim).',
    wonSavedToCount: (id) => `Salvo como jogo ${quoted(id)}: ele está ganho, e sua vitória será contada na próxima vez que o freecell iniciar e puder atualizar as estatísticas.`,
    keptOnQuit: (id) => `Seu jogo está salvo como ${quoted(id)}: freecell --resume ${quoted(id)} continua este jogo.`,
    quitSaveFailed: (file, reason, kept) =>
      `Não foi possível salvar em ${named(file)}: ${why(reason)}${kept === 'all' ? '; o jogo salvo já está completo' : kept === 'older' ? '; fica o jogo como estava no último salvamento' : '; o jogo não foi salvo'}.`,
    quitSaveMoved: (file, reason, movedTo, kept) =>
      `Não foi possível salvar em ${named(file)}: ${why(reason)}; o jogo salvo foi movido ${movedTo === undefined ? 'para outro lugar' : `para ${quoted(movedTo)}`}, ${kept === 'all' ? 'com o jogo completo' : 'com o jogo como estava no último salvamento'}.`,
    winCounted: (id, description) => `A vitória do jogo salvo ${quoted(id)} (${visible(description)}) agora conta nas estatísticas.`,
    winNotCounted: (id, file, reason) =>
      `A vitória do jogo salvo ${quoted(id)} ainda não foi contada: ${named(file)} não pode ser atualizado (${why(reason)}); o jogo fica guardado até que possa.`,
    resultCountedNow: (result) =>
      result === 'won' ? 'A vitória deste jogo agora conta nas estatísticas.' : result === 'lost' ? 'A derrota deste jogo agora conta nas estatísticas.' : 'Este jogo agora conta nas estatísticas, como resolvido com ajuda.',
    resultNotCounted: (file, reason) =>
      `O resultado deste jogo ainda não foi contado: o jogo salvo ${named(file)} não pode ser atualizado (${why(reason)}), então ele fica guardado lá para ser contado depois.`,
    noneSaved: 'não há jogo salvo',
    noneStarted: (ids) =>
      ids.length === 1
        ? `o jogo salvo ${quoted(ids[0]!)} ainda não tem movimento (freecell --resume ${quoted(ids[0]!)} o continua mesmo assim)`
        : `os ${ids.length} jogos salvos ainda não têm movimento (freecell saves os lista; freecell --resume ID continua um deles mesmo assim)`,
    noneReadable: (count) => (count === 1 ? 'o jogo salvo não pode ser lido (freecell saves diz por quê)' : `nenhum dos ${count} jogos salvos pode ser lido (freecell saves diz por quê)`),
    nothingToResume: (why) => `nada para continuar: ${why}.`,
    resumeKeepsDeal: 'um jogo retomado mantém o próprio jogo e as próprias regras',
    allInUse: 'todos os jogos salvos estão sendo jogados em outro freecell',
    allInUseRemote:
      'todos os jogos salvos estão sendo jogados em outro freecell (freecell saves diz a máquina de cada um que está em outra máquina, e a trava a remover quando esse freecell tiver terminado)',
    remoteOwner: (pid, host, lock) => `${pid} em ${quoted(host)}, que esta máquina não consegue verificar; quando esse freecell tiver terminado, remova ${quoted(lock)}`,
    allWon: 'todos os jogos salvos já foram ganhos (freecell saves lista os jogos)',
    wonSave: (settled) =>
      settled === 'counted'
        ? 'ele já foi ganho, e sua vitória já foi contada'
        : settled === 'uncounted'
          ? 'ele já foi ganho, e sua vitória não foi contada (estatísticas desligadas, ou um jogo não guardado), nem será'
          : 'ele já foi ganho, e sua vitória espera ser contada nas estatísticas',
    noSuchId: (id) => `não há jogo salvo ${named(id)} (freecell saves lista os jogos)`,
    ambiguousId: (id, ids) =>
      ids.length <= AMBIGUOUS_SHOWN
        ? `${named(id)} pode ser ${ids.join(' ou ')}; digite mais do identificador`
        : `${named(id)} pode ser ${ids.slice(0, AMBIGUOUS_SHOWN).join(', ')} ou ${plural(ids.length - AMBIGUOUS_SHOWN, 'outro jogo salvo', 'outros jogos salvos')}; digite mais do identificador`,
    inUse: (pid, host, lock) =>
      lock === undefined
        ? `ele está sendo jogado em outro freecell (processo ${pid} em ${quoted(host)})`
        : `ele está sendo jogado em outro freecell (processo ${pid} em ${quoted(host)}, que esta máquina não consegue verificar); quando esse freecell tiver terminado, remova ${quoted(lock)}`,
    listNone: 'Nenhum jogo salvo.',
    listLine: (id, description, when, state, detail) =>
      `${id}  ${description}, jogado pela última vez em ${when}${
        state === 'in-use'
          ? ` (em jogo: processo ${detail})`
          : state === 'damaged'
            ? ` (não pode ser lido: ${detail})`
            : state === 'won-waiting'
              ? ' (ganho: a vitória espera ser contada nas estatísticas)'
              : state === 'won-counted'
                ? ' (ganho, e já contado)'
                : state === 'won-uncounted'
                  ? ' (ganho, não contado: estatísticas desligadas, ou um jogo não guardado)'
                  : ''
      }`,
    listMore: (count) => `...e mais ${plural(count, 'jogo salvo mais antigo', 'jogos salvos mais antigos')}: freecell saves --all lista todos.`,
    cannotDelete: (id, why) => `não foi possível apagar o jogo salvo ${named(id)}: ${why}.`,
    statsNotUpdated: (file, reason, result) =>
      `ele contaria como ${result === 'won' ? 'vitória' : result === 'helped' ? 'resolvido com ajuda' : result === 'lost' ? 'derrota' : 'desistência'}, e as estatísticas em ${named(file)} não podem ser atualizadas (${why(reason)})`,
    deleteOrList: 'um apaga um jogo, o outro lista os jogos',
    deleted: (id, result) =>
      `Jogo ${id} apagado${result === 'gave-up' ? '; ele conta como desistência' : result === 'lost' ? '; ele conta como derrota' : result === 'won' ? '; sua vitória foi contada' : result === 'helped' ? '; ele conta como resolvido com ajuda' : ''}.`,
    deletedCountedBefore: (id) => `Jogo ${id} apagado: as estatísticas já contaram seu resultado, então nada mais é contado.`,
    migrated: (id) => `Seu jogo salvo foi movido para a pasta de jogos como jogo ${id}.`,
    migratedBackup: (id, when) => `Seu jogo salvo não pôde ser lido, então foi mantida a cópia de segurança${when === undefined ? '' : ` de ${when}`} no lugar dele, como jogo ${id}.`,
    legacyDamaged: (file, why, keptAs) => `O jogo salvo antigo ${named(file)} não pode ser lido (${why}); ele foi guardado como ${quoted(keptAs)}.`,
    legacyNotMoved: (file, why) => `O jogo salvo antigo ${named(file)} não pôde ser movido para a pasta de jogos: ${why}; ele fica onde está, para ser movido na próxima vez que o freecell iniciar.`,
  },
  commands: commandsPt,
  usage: {
    conflict: (first, second, why) => `${first} e ${second} não podem ser usados juntos: ${why}.`,
    badNumber: (flag, given, min, max) => `${flag} aceita um número inteiro de ${min} a ${max}, não "${quoted(given)}".`,
    badRule: (flag, given, allowed) => `${flag} ${quoted(given)} não serve para este jogo: aceita ${allowedText(allowed)}.`,
    tooManyDealt: (given, cells) => `--cells-dealt ${quoted(given)} dá cartas a mais células do que o jogo tem (${cells}).`,
    singleCardIsSingle: '--single-card é o mesmo que --moves single',
    tooFewCells: (cells, dealt, variant) => `--cells ${cells} é pouco: ${variant} distribui ${plural(dealt, 'carta', 'cartas')} nas células (use --cells-dealt para mudar isso).`,
    badRange: (given) => `--range aceita dois números de jogo como 1-32000 (o primeiro não maior que o segundo), não "${quoted(given)}".`,
    rangeBackwards: (given, first, second) => `--range ${quoted(given)} está invertido: o primeiro número de jogo é maior que o segundo (${first} é maior que ${second}; ${second}-${first} é o intervalo de ${second} a ${first}).`,
    rangeOutside: (given, past, max) => `--range ${quoted(given)} ${past ? 'passa do último jogo' : 'começa antes do primeiro jogo'}: os números de jogo vão de 1 a ${max}.`,
    cannotWrite: (file, reason) => `não foi possível gravar ${named(file)}: ${why(reason)}.`,
    workerCannotStart: (failure) =>
      `não foi possível iniciar um processo de resolução: ${
        'signal' in failure
          ? `ele foi encerrado por ${failure.signal} ao iniciar${startFailureContext(failure)}`
          : 'status' in failure
            ? `ele terminou com o código ${failure.status} ao iniciar${startFailureContext(failure)}`
            : failure.code === 'EMFILE' || failure.code === 'ENFILE'
              ? 'há arquivos abertos demais'
              : failure.code === 'EAGAIN'
                ? 'o sistema não iniciaria outro processo'
                : failure.code === 'ENOMEM'
                  ? 'não há memória suficiente'
                  : visible(failure.detail)
      }.`,
    transcriptTooLarge: (file, limitMb) => `não foi possível gravar ${named(file)}: a sessão mostrou mais de ${limitMb} MB, a maior transcrição que transcript check lê.`,
    transcriptChanged: (file) =>
      `não foi possível gravar a transcrição em ${named(file)}: outro programa gravou nele ou pôs outro arquivo em seu lugar enquanto a sessão era gravada; ele foi deixado como está.`,
    transcriptReaderGone: (file) => `não foi possível gravar ${named(file)}: a saída padrão foi fechada antes do fim da sessão (quem a lia deixou de ler), então a transcrição não está completa.`,
    notGameNumber: (text) => `"${quoted(text)}" não é um número de jogo: use um número inteiro de 1 a 8589934591.`,
    notPysolNumber: (text) => `"${quoted(text)}" não é um número de jogo do PySol: use um número inteiro a partir de 1, ou de ms1 a ms8589934591.`,
    difficultyPicksNumbers: 'uma dificuldade escolhe números de jogo ao acaso',
    unknownCommand: (given, suggestion, known) =>
      `comando desconhecido "${quoted(clip(given))}"${suggestion === undefined ? '' : `; você quis dizer "${suggestion}"?`} (comandos: ${known.join(', ')}).`,
    unknownOption: (option, suggestions, command) =>
      `opção desconhecida ${quoted(clip(option))}${suggestions.length === 0 ? '' : `; você quis dizer ${suggestions.join(' ou ')}?`} (${command === undefined ? '' : `freecell ${command} `}--help lista as opções).`,
    optionNeedsValue: (option) => `${option.split(' ')[0]} precisa de um valor: ${optionInPortuguese(option)}.`,
    languageNeedsValue: (known) => `--lang precisa de um valor: ${known.slice(0, -1).join(', ')} ou ${known.at(-1)!}.`,
    missingArgument: (command, argument) => `${command} precisa de <${commandsPt.cli.placeholder(argument)}> (freecell ${command} --help explica).`,
    extraArguments: (command, extra) => `${command} não aceita "${quoted(clip(extra))}" (freecell ${command} --help lista o que ele aceita).`,
    optionNotTaken: (command, flag) => `${command} não aceita ${flag} (freecell ${command} --help lista o que ele aceita).`,
    needsSubcommand: (command, subcommands) => `${command} precisa de um dos seus comandos: ${subcommands.join(' ou ')} (freecell ${command} --help explica).`,
    unknownChoice: (what, given, known) => `${CHOICE_KINDS[what]} "${quoted(given)}" (opções: ${known.join(', ')}).`,
    notAGameCommand: (stray) => `o jogo não aceita "${quoted(clip(stray))}" (freecell --help lista as opções do jogo).`,
    oneSource: 'use só uma das opções --game, --deck e --board.',
    dealOneSource: 'deal mostra uma distribuição: um número de jogo, --deck ARQUIVO ou --board ARQUIVO, não dois deles.',
    dealNeedsSource: 'deal precisa de um número de jogo, --deck ARQUIVO ou --board ARQUIVO (freecell deal --help explica).',
    noStateFolder: 'não há pasta onde guardar os jogos, as estatísticas e as configurações: HOME não tem um caminho absoluto e esta conta não tem pasta pessoal. Defina HOME, ou FREECELL_HOME com a pasta a usar.',
    otherAccountHome: (given, account) =>
      `FREECELL_HOME é ${named(given)}: o freecell entende um ~ sozinho no início (~/jogos) como a sua pasta pessoal, e não sabe encontrar a pasta pessoal de outra conta (~${clip(visible(account))}); dê o caminho completo da pasta.`,
    inputLineTooLong: (limitMb) => `a entrada padrão tem uma linha com mais de ${limitMb} MB; isso não é uma lista de comandos, então o jogo para aqui.`,
    rangeConflict: (flag, from, to) =>
      flag === '--format'
        ? `--range e --format não podem ser usados juntos: --range mostra um resumo, e --jsonl ARQUIVO guarda o resultado de cada jogo.`
        : `--range e ${flag} não podem ser usados juntos: --range resolve os jogos Microsoft de ${from} a ${to}.`,
    needsRange: (flag) => `${flag} precisa de --range ou --deals: só vale ao resolver muitos jogos.`,
    badShard: (given) => `--shard aceita I/N com I de 1 a N (como 1/8), não "${quoted(given)}".`,
    badJobs: (given, max) => `--jobs aceita um número inteiro de 1 a ${max} (os núcleos desta máquina), não "${quoted(given)}".`,
    badMaxStates: (given, max, mb) => `--max-states aceita um número inteiro de 1 a ${max} (o que cabe em ${mb} MB de memória), não "${quoted(given)}".`,
    badMaxMemory: (given, max) => `--max-memory aceita um número inteiro de megabytes de 1 a ${max} (a memória desta máquina), não "${quoted(given)}".`,
    jsonlNeedsName: '--jsonl precisa de um nome de arquivo.',
    jsonlInUse: (file, pid, host, lock) =>
      host === undefined
        ? `${named(file)} está sendo gravado por outro freecell (processo ${pid}); dê a cada execução um arquivo próprio.`
        : `${named(file)} está sendo gravado por outro freecell (processo ${pid} em ${quoted(host)}, que esta máquina não pode verificar); dê a cada execução um arquivo próprio e, quando essa execução tiver terminado (a máquina dela parou, por exemplo), remova ${quoted(lock ?? `${file}.lock`)}.`,
    jsonlMoved: (file) =>
      `${named(file)} foi movido, removido ou substituído enquanto esta execução o gravava: a execução para aqui, com suas linhas inteiras; rode-a de novo no arquivo onde ele está agora para retomar.`,
    jsonlNoReader: (file) => `não foi possível gravar ${named(file)}: é um FIFO que ninguém está lendo.`,
    jsonlOtherRun: (file, line, what, theirs, ours) =>
      `${named(file)} tem resultados de outra execução: a linha ${line} tem ${{ variant: 'a variante', rules: 'as regras', mode: 'o modo' }[what]} ${quoted(theirs)}, esta execução ${quoted(ours)}.`,
    jsonlBadLine: (file, line) => `${named(file)}, linha ${line} não é um resultado de solve --range (só uma última linha cortada é reparada).`,
    shortOrExact: '--short e --exact não podem ser usados juntos: --short procura uma solução curta, --exact usa só a busca exata.',
    rangeOrDeals: '--range e --deals não podem ser usados juntos: dê os jogos como uma faixa ou como uma lista.',
    jsonlNotStdout: '--jsonl recebe um arquivo, não a saída padrão: uma nova execução relê suas linhas para resolver só os jogos que faltam (dê um arquivo como results.jsonl, ou ./- para um arquivo chamado -).',
    dealsConflict: (flag) => `--deals e ${flag} não podem ser usados juntos: --deals resolve os jogos da Microsoft listados no seu arquivo.`,
    badDealsLine: (file, line, text, max) => `${named(file)}, linha ${line}: "${clip(quoted(text))}" não é um número de jogo de 1 a ${max}.`,
    cannotRead: (what, file, err) => `não foi possível ler ${FILE_KINDS[what]} ${named(file)}: ${unreadable(err)}.`,
    whyUnreadable: unreadable,
    cannotReadInput: (err) => `não foi possível ler a entrada padrão: ${unreadable(err)}.`,
    badFile: (what, file, err, card) => `${FILE_KINDS[what]} ${named(file)}: ${lookupError(errorsPt, err, { card }).replace(/^(.)/, (m) => m.toLowerCase())}`,
    deckIsPosition: (file) => `o baralho ${named(file)} contém uma posição, não um baralho de cartas: --board a lê.`,
    deckIsBadPosition: (file, err, card) => `o baralho ${named(file)} contém uma posição, não um baralho de cartas, e --board também não a lê: ${lookupError(errorsPt, err, { card }).replace(/^(.)/, (m) => m.toLowerCase())}`,
    deckIsNot: (file, kind) =>
      kind === 'moves'
        ? `o baralho ${named(file)} contém uma lista de movimentos, não um baralho de cartas: replay e browse a leem.`
        : kind === 'results'
          ? `o baralho ${named(file)} contém resultados de jogos resolvidos (linhas de solve --jsonl), não um baralho de cartas.`
          : `o baralho ${named(file)} contém texto JSON, não um baralho de cartas.`,
    deckIsBoard: (file) => `o baralho ${named(file)} está disposto como um tabuleiro, uma coluna por linha: --board o lê (um baralho lista as cartas na ordem da distribuição).`,
    boardIsDeck: (file) => `o tabuleiro ${named(file)} contém um baralho, uma rodada da distribuição por linha: --deck o distribui (um tabuleiro lista uma coluna por linha).`,
    boardVariant: (file, variant, flags) => `--board ${named(file)} é uma posição de ${quoted(variant)}; não pode ser jogada com ${quoted(flags)}.`,
    boardTooWide: (file, columns, cells, maxColumns, maxCells) => `--board ${named(file)} tem ${columns} colunas e ${cells} células; o jogo tem lugar para ${maxColumns} colunas e ${maxCells} células no máximo.`,
    standardInput: 'entrada padrão',
    typeInput: (what) => `lendo ${what === 'moves' ? 'os movimentos' : what === 'deals' ? 'os números dos jogos' : what === 'deck' ? 'o baralho' : 'o tabuleiro'} do terminal, até um Ctrl-D no começo de uma linha.`,
    dealInputTaken: (what, taken) =>
      taken === 'game'
        ? `--${what} - não pode ser lido da entrada padrão aqui: um jogo lê seus comandos dela (dê ${what === 'deck' ? 'o baralho' : 'o tabuleiro'} num arquivo; deal, solve e replay leem --${what} - da entrada padrão).`
        : `--${what} - e replay - não podem ambos ler a entrada padrão: dê ${what === 'deck' ? 'o baralho' : 'o tabuleiro'} ou os movimentos num arquivo.`,
    keysOnInput: KEYS_ON_INPUT_PT,
    browseStandardInput: `não foi possível ler ${FILE_KINDS.moves} -: ${KEYS_ON_INPUT_PT}.`,
    movesJson: (source, problem) => `${quoted(source)}: ${movesJsonPt(problem)}.`,
    movesJsonReason: movesJsonPt,
    unreadableMoves: (source, line, token) => `${quoted(source)}, linha ${line}: "${clip(quoted(token))}" não é um movimento em notação padrão nem um comando do jogo.`,
    noMovesToReplay: (file) => `${named(file)} não tem movimentos: não há nada para reproduzir.`,
    badMove: (source, line, token, why) => `${quoted(source)}, linha ${line}: ${clip(quoted(token))}: ${visible(why)}`,
    cannotWriteOutput: (reason) => `não foi possível escrever na saída padrão: ${why(reason)}.`,
    noTempFolder: (folder, reason) => `não foi possível criar uma pasta temporária em ${named(folder)}: ${why(reason)}.`,
    tooManyFilesOpen: 'não é possível continuar: há arquivos abertos demais (aumente o limite de arquivos abertos, ulimit -n).',
    internalError: (message) => `erro interno: ${visible(message)}. É um defeito do freecell; por favor, relate-o com o comando que você executou (FREECELL_DEBUG=1 mostra onde aconteceu).`,
  },
};
