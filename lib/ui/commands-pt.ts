// As palavras em português dos comandos do jogo: a tela de ajuda, a ajuda de um comando, vários movimentos numa linha, a navegação, --help.

import type { CommandWords } from './catalog';
import { clip, named, quoted, visible } from './visible';
import { smallFirst } from './error-catalog';
import { LINES_LISTED, listedLines } from './typed-ahead';

const ORDINALS = ['primeiro', 'segundo', 'terceiro', 'quarto', 'quinto', 'sexto', 'sétimo', 'oitavo', 'nono', 'décimo'];

/** Português do Brasil. */
/**
 * The names of the commands' arguments (`deal [number]`) and of the options'
 * values (`--game <number>`) in Portuguese, for --help and the messages.
 * Symbols (n, k, mb, id, a-b, i/n) stay as they are.
 */
const PLACEHOLDER_WORDS: Readonly<Record<string, string>> = {
  options: 'opções',
  command: 'comando',
  number: 'número',
  moves: 'movimentos',
  file: 'arquivo',
  files: 'arquivos',
  name: 'nome',
  rule: 'regra',
  style: 'estilo',
  lang: 'idioma',
  level: 'nível',
  format: 'formato',
  seconds: 'segundos',
  key: 'chave',
  value: 'valor',
  'game-options': 'opções-do-jogo',
};

export const commandsPt: CommandWords = {
  groups: { moves: 'Movimentos (os números começam em 1):', undo: 'Desfazer e refazer:', advice: 'Dica e solução:', game: 'Jogo:', display: 'Tela:', quit: 'Sair:' },
  topics: {
    tt: {
      usage: 'tt C D [K]',
      said: 'tt, depois a coluna de onde mover, a coluna para onde mover e, se quiser, quantas cartas: move cartas de uma coluna para outra.',
      letters: 'Aqui C é a coluna de onde mover, D a coluna para onde mover e K o número de cartas.',
      summary: 'da coluna C para a coluna D',
      details: [
        'Move cartas da coluna C para a coluna D.',
        'Exemplo: tt 3 5 move a sequência do fim da coluna 3 para a coluna 5.',
      ],
      byRules: (variant) => {
        const empty = variant.emptyColumn;
        if (variant.sequenceMoves === 'single') {
          const rest = empty === 'any' ? ' ou para uma coluna vazia' : empty === 'kings' ? ', ou um Rei para uma coluna vazia' : '; uma coluna vazia não aceita carta';
          return `Neste jogo move-se uma carta por vez: a última carta da coluna C, sobre uma carta que a aceite${rest}.`;
        }
        if (empty === 'none') return 'Sobre uma carta, vai a parte da sequência que couber, ou K cartas quando K é dado; neste jogo uma coluna vazia não aceita carta.';
        if (empty === 'kings') return 'Sobre uma carta, vai a parte da sequência que couber; uma coluna vazia só aceita um Rei: vai para ela a parte da sequência encabeçada por um Rei, ou K cartas quando K é dado.';
        return 'Sobre uma carta, vai a parte da sequência que couber; para uma coluna vazia, a maior sequência que pode se mover, ou K cartas quando K é dado.';
      },
    },
    tc: {
      usage: 'tc C [N]',
      said: 'tc, depois a coluna e, se quiser, a célula: move a última carta da coluna para essa célula ou, sem ela, para a primeira célula livre.',
      letters: 'Aqui C é a coluna e N a célula.',
      summary: 'da coluna C para a célula N (sem N, a primeira célula livre)',
      details: ['Move a última carta da coluna C para a célula N; sem N, para a primeira célula livre.', 'Exemplo: tc 2 põe a última carta da coluna 2 numa célula livre.'],
    },
    tf: {
      usage: 'tf C [F]',
      said: 'tf, depois a coluna e, se quiser, a fundação: move a última carta da coluna para essa fundação ou, sem ela, para a fundação do seu naipe.',
      letters: 'Aqui C é a coluna e F a fundação.',
      summary: 'da coluna C para uma fundação (sem F, a certa)',
      details: ['Move a última carta da coluna C para a fundação F; sem F, para a fundação do seu naipe (um Ás para a primeira vazia).', 'Exemplo: tf 4.'],
    },
    cf: {
      usage: 'cf N [F]',
      said: 'cf, depois a célula e, se quiser, a fundação: move a carta da célula para essa fundação ou, sem ela, para a fundação do seu naipe.',
      letters: 'Aqui N é a célula e F a fundação.',
      summary: 'da célula N para uma fundação (sem F, a certa)',
      details: ['Move a carta da célula N para a fundação F; sem F, para a fundação do seu naipe.', 'Exemplo: cf 1.'],
    },
    ct: { usage: 'ct N C', said: 'ct, depois a célula e a coluna: move a carta da célula para a coluna.', letters: 'Aqui N é a célula e C a coluna.', summary: 'da célula N para a coluna C', details: ['Move a carta da célula N para a coluna C.', 'Exemplo: ct 1 6.'] },
    alone: {
      usage: 'C',
      said: 'Só o número de uma coluna: move a última carta dessa coluna para a primeira célula livre.',
      letters: 'Aqui C é o número da coluna.',
      summary: 'só o número da coluna: sua última carta à primeira célula livre',
      details: [
        'Move a última carta da coluna C para a primeira célula livre, como tc C; a lista de movimentos a escreve em notação padrão (3a).',
        'Exemplo: 3. quick off desliga isso durante a sessão, quick on religa; freecell config quick-cell off o deixa desligado em todos os jogos.',
      ],
    },
    standard: {
      usage: '35 3a a5 8h',
      said: 'Notação padrão, a origem e o destino sem espaço, cada um o número de uma coluna, a letra de uma célula ou h para as fundações: 3a é da coluna 3 para a célula a.',
      summary: 'notação padrão: número de coluna, letra de célula (a, b, c...) ou h para as fundações',
      details: [
        'Um movimento escrito como origem e destino sem espaço: 35 é da coluna 3 para a coluna 5, 3a da coluna 3 para a célula a, a5 da célula a para a coluna 5, 8h da coluna 8 para as fundações.',
        'Sobre uma carta, 53 move a sequência cuja primeira carta se encaixa; para uma coluna vazia, uma carta (tt 5 3 move para lá a maior sequência). 53v3 ou 53(3) move 3 cartas.',
        'É o que freecell solve escreve e freecell replay lê.',
      ],
    },
    cs3500: {
      usage: 'C8 5 C1',
      said: 'A forma do CS 3500: a pilha de origem, o número da carta nela contado a partir de 1 e a pilha de destino, cada pilha uma letra e um número: C8 5 C1.',
      summary: 'a forma do CS 3500: pilha de origem, índice da carta a partir de 1, pilha de destino',
      details: [
        'As pilhas são C (uma coluna), O (uma célula) e F (uma fundação) com um número a partir de 1; o índice conta as cartas da origem de baixo para cima, a partir de 1.',
        'Exemplo: C8 5 C1 move as cartas da coluna 8 a partir da 5ª para a coluna 1; C2 7 O1 move a 7ª (última) carta da coluna 2 para a célula 1.',
      ],
    },
    several: {
      usage: 'tt 3 5, tf 2',
      said: 'Vários movimentos numa linha, com vírgulas ou ponto e vírgula entre eles, ou espaços entre movimentos em notação padrão: são jogados em ordem.',
      summary: 'vários movimentos numa linha, com vírgulas ou ponto e vírgula entre eles (ou espaços: 35 3a 8h)',
      details: [
        'Os movimentos são feitos em ordem; o primeiro recusado para a linha, e o jogo fica depois do último movimento feito.',
        'Exemplos: tt 3 5, tf 2; tc 1; 35 3a 8h.',
      ],
    },
    undo: {
      usage: 'u, undo [N]',
      said: 'u ou undo e, se quiser, quantos movimentos: desfaz o último movimento, ou esse número de movimentos, com os automáticos deles.',
      letters: 'Aqui N é o número de movimentos.',
      summary: 'desfaz o último movimento (ou N) e os automáticos dele',
      details: [
        'Desfaz seu último movimento e as cartas que o automático mandou para as fundações depois dele. Desfaça quanto quiser; redo refaz.',
        'u N desfaz de uma vez seus últimos N movimentos, como N vezes u, e diz quantos; quando há menos, desfaz todos os que há.',
        'Logo depois de restart, antes de qualquer movimento, u traz de volta o jogo como estava antes dele; u N faz isso e depois desfaz N - 1 movimentos.',
      ],
    },
    redo: {
      usage: 'redo [N]',
      said: 'redo e, se quiser, quantos movimentos: refaz um movimento desfeito, ou esse número de movimentos.',
      letters: 'Aqui N é o número de movimentos.',
      summary: 'refaz um movimento desfeito, ou N deles',
      details: ['Refaz o último movimento desfeito; um movimento novo esquece os desfeitos.', 'redo N refaz de uma vez N movimentos desfeitos, como N vezes redo; quando há menos, refaz todos os que há.'],
    },
    hint: { usage: 'hint', said: 'hint: o próximo movimento de uma solução a partir daqui.', summary: 'o próximo movimento de uma solução a partir daqui', details: ['Pede ao resolvedor uma solução a partir desta posição e mostra o primeiro movimento, em notação e por extenso; com o jogo automático ligado, deixa para ele as cartas que ele manda para as fundações depois desse movimento, e diz quais são.'] },
    solve: {
      usage: 'solve [short]',
      said: 'solve e, se quiser, short: joga uma solução a partir daqui, um movimento a cada Enter; solve short procura por mais tempo uma com poucos movimentos.',
      summary: 'joga uma solução a partir daqui, um movimento a cada Enter',
      details: [
        'Encontra uma solução a partir desta posição; cada Enter faz o próximo movimento, e q para (o jogo continua dali). Quando todos os movimentos que faltam vão para as fundações, um só Enter faz todos.',
        'solve short procura por mais tempo (cerca de um segundo) uma solução com poucos movimentos, perto da mais curta conhecida.',
      ],
    },
    new: { usage: 'r, new', said: 'r ou new: uma nova distribuição; de um arquivo de baralho ou de tabuleiro, a mesma de novo.', summary: 'nova distribuição (de um baralho ou tabuleiro, a mesma de novo)', details: ['Começa uma nova distribuição aleatória com as mesmas regras. Um arquivo de baralho ou de tabuleiro repete a mesma distribuição.'] },
    game: {
      usage: 'game N',
      said: 'game, depois um número: começa esse jogo com as mesmas regras.',
      letters: 'Aqui N é o número do jogo.',
      summary: 'começa o jogo N com as mesmas regras',
      details: [
        'Começa o jogo N com as regras em uso, a distribuição que freecell --game N dá: o jogo Microsoft / FreeCell Pro N (1 a 8589934591, ou ms:N), ou o jogo PySol / PySolFC pysol:N. Um jogo com movimentos é perguntado antes.',
        'Exemplos: game 617, game ms:617, game pysol:123456.',
      ],
    },
    deck: {
      usage: 'deck F',
      said: 'deck, depois o nome de um arquivo: começa um novo jogo distribuído desse arquivo de baralho, com as mesmas regras.',
      letters: 'Aqui F é o nome do arquivo de baralho, e N um número de jogo.',
      summary: 'começa um novo jogo distribuído do arquivo de baralho F com as mesmas regras',
      details: [
        'Distribui as cartas do arquivo de baralho F (como freecell --deck F o lê) com as regras em uso; r depois distribui esse baralho de novo. Um jogo com movimentos é perguntado antes, como em game N.',
        'Um arquivo que não pode ser lido ou não tem um baralho é nomeado com o motivo, e este jogo continua. Exemplo: deck fixtures/decks/cse231-cards6.txt (um nome com espaços vai entre aspas: deck "meu baralho.txt").',
      ],
    },
    restart: {
      usage: 'restart',
      said: 'restart: recomeça esta mesma distribuição do início.',
      summary: 'recomeça esta mesma distribuição',
      details: [
        'Põe cada carta onde a distribuição a pôs e recomeça os movimentos do 0. O tempo de jogo continua contando. Digitou por engano? u logo em seguida, antes de qualquer movimento, traz o jogo de volta como estava: seus movimentos, os que podem ser refeitos e a tentativa.',
        'Depois de um movimento (mesmo desfeito), começa sua próxima tentativa nesta distribuição, que o cabeçalho mostra a partir da segunda (tentativa 2). As estatísticas contam a distribuição uma vez, por mais que ela seja jogada de novo.',
      ],
    },
    save: {
      usage: 's, save [F]',
      said: 's ou save e, se quiser, o nome de um arquivo: salva o jogo nesse arquivo ou, por padrão, onde freecell --resume o encontra.',
      letters: 'Aqui F é o nome do arquivo.',
      summary: 'salva o jogo (no arquivo F; por padrão onde freecell --resume o encontra)',
      details: ['Sem F o jogo fica na sua pasta de jogos, e freecell --resume o continua; com F, é gravado nesse arquivo (freecell --resume F o lê).', 'Um nome com espaços vai entre aspas: save "meu jogo.json".'],
    },
    moves: { usage: 'moves [F]', said: 'moves e, se quiser, o nome de um arquivo: lista os movimentos feitos em notação padrão, ou os grava nesse arquivo.', letters: 'Aqui F é o nome do arquivo.', summary: 'lista os movimentos feitos em notação padrão, ou grava no arquivo F', details: ['Lista seus movimentos em notação padrão, dez por linha; moves F grava no arquivo F, que freecell replay e browse leem; um nome com espaços vai entre aspas: moves "meus movimentos.txt".'] },
    export: { usage: 'export', said: 'export: mostra a posição no formato de tabuleiro do Freecell Solver.', summary: 'mostra a posição no formato de tabuleiro do Freecell Solver', details: ['Mostra a posição como texto de tabuleiro do Freecell Solver (freecell --board a lê de volta).'] },
    stats: { usage: 'stats', said: 'stats: suas vitórias, derrotas e sequências.', summary: 'suas vitórias, derrotas e sequências', details: ['Mostra os jogos contados de cada variante: vitórias, derrotas, sequências e o menor número de movimentos numa vitória.'] },
    browse: {
      usage: 'browse F',
      said: 'browse, depois o nome de um arquivo: percorre um arquivo de movimentos ou de solução no tabuleiro.',
      letters: 'Aqui F é o nome do arquivo.',
      summary: 'percorre um arquivo de movimentos ou de solução no tabuleiro',
      details: [
        'Lê os movimentos do arquivo F (o que moves F ou freecell solve gravou) e os mostra um a um nesta distribuição; um nome com espaços vai entre aspas: browse "meus movimentos.txt".',
        'n ou Enter: próximo movimento; b: volta; start: início; end: fim; um número: esse movimento; c: continua jogando dali; q: volta ao seu jogo.',
      ],
    },
    redraw: { usage: 'redraw, clear', said: 'redraw ou clear: lê o tabuleiro de novo; clear e Ctrl-L limpam a tela antes.', summary: 'desenha o tabuleiro (clear e Ctrl-L limpam a tela antes)', details: ['Desenha o tabuleiro de novo, como está agora; clear, e Ctrl-L, limpam antes a tela de um terminal.'] },
    show: {
      usage: 'show [C]',
      said: 'show, depois o número de uma coluna, cells ou foundations: lê essa coluna, as células ou as fundações numa linha; show sozinho lê o tabuleiro inteiro.',
      summary: 'lê a coluna C numa linha (show cells, show foundations: as células, as fundações; sozinho: o tabuleiro)',
      details: [
        'Diz as cartas de uma parte da mesa numa linha própria, sem desenhar o tabuleiro: show 3 lista a coluna 3 da primeira carta à última (a que se move), show cells as células, show foundations a carta de cima de cada fundação; show sozinho lê o tabuleiro inteiro, como redraw.',
        'Com --plain as cartas são ditas por extenso, como no tabuleiro; nada muda no jogo.',
      ],
    },
    auto: {
      usage: 'auto on|off',
      said: 'auto on ou auto off: as cartas seguras vão sozinhas para as fundações, ou não.',
      summary: 'as cartas seguras vão sozinhas para as fundações, ou não',
      details: [
        'auto on manda para a fundação, depois de cada movimento, toda carta que não pode mais ser necessária; auto off nunca manda.',
        'Quando você digita uma solução com o automático ligado, um movimento para a fundação que o automático já fez conta como feito.',
      ],
    },
    messages: {
      usage: 'messages on|off',
      said: 'messages on ou messages off: diz o que cada movimento fez, ou não.',
      summary: 'diz sob o tabuleiro o que cada movimento fez, ou não',
      details: [
        'messages off tira a linha sob o tabuleiro que diz o que um movimento fez e quais cartas o automático mandou para as fundações; messages on a traz de volta. Um movimento recusado sempre diz por quê.',
        'Vale até o fim da sessão; freecell config messages off a guarda para todos os jogos.',
        'Com --plain, que não desenha o tabuleiro, um movimento sempre diz o que fez.',
      ],
    },
    quick: {
      usage: 'quick on|off',
      said: 'quick on ou quick off: deixa só o número de uma coluna mover sua última carta para uma célula livre, ou não.',
      summary: 'deixa só o número de uma coluna mover sua última carta para uma célula livre, ou não',
      details: [
        'quick on deixa o número de uma coluna digitado sozinho (3) mover sua última carta para a primeira célula livre; quick off desliga isso, e um número sozinho diz então como religar.',
        'Vale até o fim da sessão; freecell config quick-cell off o guarda para todos os jogos.',
      ],
    },
    help: { usage: 'h, help, ? [CMD]', said: 'h, help ou um ponto de interrogação e, se quiser, um comando: esta ajuda, todos os comandos com help all, ou um comando com help e o nome dele.', letters: 'Aqui CMD é o nome de um comando.', summary: 'esta ajuda, todos os comandos (help all) ou um (help CMD)', details: ['h lista os comandos do dia a dia; help all lista todos os comandos; help CMD explica um (help tt, help hint, help 35).'] },
    quit: { usage: 'q, quit, exit', said: 'q, quit ou exit: sai; freecell --resume continua um jogo em andamento.', summary: 'sair (freecell --resume continua um jogo em andamento)', details: ['Encerra a sessão. Um jogo em andamento fica guardado, e freecell --resume o continua.'] },
  },
  helpFooter: 'Digite help e um comando para ver os detalhes: help tt, help hint, help 35.',
  everyday: 'Comandos do dia a dia (os números começam em 1):',
  shortFooter: 'Mais: help all mostra todos os comandos; help tt (ou outro) mostra os detalhes.',
  unknownTopic: (word) => `"${clip(quoted(word))}" não é um comando; digite help para ver os comandos.`,
  alreadyDone: (what) => `O automático já tinha feito: ${what}.`,
  partial: (played, total, token, why) =>
    `${played === 0 ? `Nenhum dos ${total} movimentos foi feito` : played === 1 ? `Feito 1 de ${total} movimentos` : `Feitos ${played} de ${total} movimentos`}; o ${ORDINALS[played] ?? `movimento número ${played + 1}`}, ${clip(quoted(token))}, foi recusado: ${smallFirst(why)}`,
  typedAheadDropped: (lines) =>
    `${lines.length === 1 ? 'A linha digitada depois da recusada não foi jogada' : `As ${lines.length} linhas digitadas depois da recusada não foram jogadas`}: ${listedLines(lines)}${lines.length > LINES_LISTED ? ` e mais ${lines.length - LINES_LISTED}` : ''}.`,
  deck: {
    cannotRead: (file, why) => `Não foi possível ler ${named(file)}: ${visible(why).replace(/[\s.]+$/, '')}; este jogo continua.`,
    notADeck: (file, why) => `${named(file)} não é um arquivo de baralho: ${smallFirst(why.replace(/[\s.]+$/, ''))}; este jogo continua.`,
    isPosition: (file) => `${named(file)} contém uma posição, não um baralho de cartas (freecell --board a lê); este jogo continua.`,
    isBadPosition: (file, why) => `${named(file)} contém uma posição, não um baralho de cartas, e freecell --board também não a lê: ${smallFirst(why.replace(/[\s.]+$/, ''))}; este jogo continua.`,
    isNot: (file, kind) =>
      kind === 'moves'
        ? `${named(file)} contém uma lista de movimentos, não um baralho de cartas (browse a lê); este jogo continua.`
        : kind === 'results'
          ? `${named(file)} contém resultados de jogos resolvidos (linhas de freecell solve --jsonl), não um baralho de cartas; este jogo continua.`
          : `${named(file)} contém texto JSON, não um baralho de cartas; este jogo continua.`,
    isBoard: (file) => `${named(file)} está disposto como um tabuleiro, uma coluna por linha, não como um baralho (freecell --board o lê); este jogo continua.`,
  },
  browse: {
    intro: (file, moves) => `Percorrendo ${named(file)}: ${moves === 1 ? '1 movimento' : `${moves} movimentos`}.`,
    keys: 'n ou Enter: próximo, b: volta, start: início, end: fim, um número: vai a esse movimento, c: continua jogando daqui, q: para de percorrer.',
    step: (n, total, what) => `Movimento ${n} de ${total}: ${what}.`,
    atStart: (total) => `A distribuição antes do movimento 1 (de ${total}).`,
    pastEnd: (total) => `Esse foi o último movimento (${total}); b volta, c continua jogando daqui.`,
    beforeStart: 'Esta é a distribuição antes do primeiro movimento; n avança.',
    noSuchMove: (number, total) =>
      total === 0
        ? `Não existe o movimento ${clip(number)}: este arquivo não tem movimentos, só a distribuição (0).`
        : `Não existe o movimento ${clip(number)}: ${total === 1 ? 'este arquivo só tem o movimento 1' : `os movimentos deste arquivo vão de 1 a ${total}`} (0 é a distribuição).`,
    notAStep: (word, total) => `"${clip(quoted(word))}" não é um comando de navegação: n, b, start, end, um número de movimento de 0 a ${total}, c ou q.`,
    strayWord: (word, extra) => `${clip(quoted(word))} não aceita "${clip(quoted(extra))}"; das teclas de navegação só go recebe um número: go N.`,
    illegal: (number, token, why) => `O movimento ${number}, ${clip(quoted(token))}, não pode ser feito (${smallFirst(why.replace(/[\s.]+$/, ''))}); só os movimentos antes dele são percorridos.`,
    unreadable: (file, line, token) => `${named(file)}, linha ${line}: "${clip(quoted(token))}" não é um movimento em notação padrão nem um comando do jogo.`,
    noMoves: (file) => `${named(file)} não tem movimentos: não há nada para percorrer.`,
    cannotRead: (file, why) => `Não foi possível ler ${named(file)}: ${visible(why).replace(/[\s.]+$/, '')}.`,
    continued: (n) => `O jogo continua a partir do movimento ${n}; undo desfaz os movimentos um a um.`,
    stopped: 'Fim da navegação; seu jogo está como você deixou.',
  },
  cli: {
    commands: {
      program: 'Jogue FreeCell, Baker\'s Game e sua família no terminal.',
      deal: 'mostra uma distribuição e sai (número: N, ms:N ou pysol:N; ou --deck ARQUIVO, --board ARQUIVO)',
      replay: 'faz uma lista de movimentos (um arquivo, ou - para a entrada padrão) e mostra a posição final',
      browse: 'percorre um arquivo de movimentos ou de solução no tabuleiro (n, b, start, end, um número de movimento, c para continuar jogando, q)',
      transcript: 'confere ou grava a transcrição de uma sessão',
      'transcript check': 'roda os comandos digitados numa transcrição (as opções do jogo depois de --) e compara a saída exatamente',
      'transcript record': 'joga uma sessão (opções do jogo depois de --) e grava num arquivo tudo o que foi mostrado, comandos incluídos',
      solve: 'mostra uma solução (0 resolvido, 3 provado sem solução, 4 desistiu), ou resolve uma faixa de distribuições',
      stats: 'mostra suas estatísticas por variante',
      saves: 'lista os jogos salvos, o mais recente primeiro (também os que estão sendo jogados em outro freecell)',
      report: 'junta os arquivos de resultados de solve --range ou --deals (partes, novas execuções) num só resumo; 1 quando dois arquivos discordam sobre um jogo',
      config: 'lista as configurações, ou muda uma: freecell config CHAVE VALOR (chaves: autoplay, status, language, ascii, colour, four-colour, statistics, messages, quick-cell)',
      variants: 'lista as variantes com uma linha sobre cada uma',
      help: 'mostra a ajuda de um comando',
    },
    arguments: {
      'report files': 'arquivos de resultados (--jsonl) a juntar',
    },
    options: {
      '--variant': 'regras do jogo: {variants} (apelidos valem; veja freecell variants)',
      '--cells': 'células livres, de {cellsMin} a {cellsMax}',
      '--columns': 'colunas, de {columnsMin} a {columnsMax}',
      '--build': 'as colunas descem por: alternate-colour (cores alternadas), suit (naipe), rank (qualquer naipe) ou any (qualquer carta)',
      '--empty': 'o que pode ocupar uma coluna vazia: any (qualquer carta), kings (só Reis) ou none (nada)',
      '--moves': 'cartas que um movimento leva: single (uma), free-space (conforme o espaço livre) ou unlimited (sem limite)',
      '--cells-dealt': 'cartas que a distribuição põe nas células',
      '--aces-home': 'um Ás só pode ir para uma fundação',
      '--single-card': 'move uma carta por vez (as regras do CSE 231; o mesmo que --moves single)',
      '--game': 'número do jogo: de 1 a {maxGame} ou ms:N (Microsoft / FreeCell Pro), pysol:N (PySol / PySolFC)',
      '--deck': 'distribui as cartas de um arquivo de baralho, na ordem de distribuição',
      '--board': 'começa de uma posição (tabuleiro do Freecell Solver, JSON ou texto do CS 3500)',
      '--ascii': 'letras para os naipes (10H) em vez de símbolos (10♥)',
      '--color': 'cores num terminal colorido, mesmo com a configuração colour desligada',
      '--no-color': 'nunca usa cores (NO_COLOR também vale)',
      '--style': 'estilo da tela: default ou cse231',
      '--autoplay': 'move as cartas seguras para as fundações sozinho (o padrão; acima da configuração autoplay)',
      '--status': 'mostra no cabeçalho se a posição ainda tem solução (o padrão; acima da configuração status)',
      '--no-ascii': 'símbolos de naipe mesmo com a configuração ascii ligada',
      '--statistics': 'conta este jogo nas estatísticas mesmo com a configuração statistics desligada',
      '--no-statistics': 'não conta este jogo nas estatísticas',
      '--messages': 'diz sob o tabuleiro o que cada movimento fez (o padrão; acima da configuração messages)',
      '--no-messages': 'não diz sob o tabuleiro o que cada movimento fez (com --plain, que não desenha o tabuleiro, um movimento sempre diz o que fez)',
      'config --reset': 'volta a configuração CHAVE (ou, sem CHAVE, todas) ao padrão',
      '--no-autoplay': 'nunca manda sozinho as cartas seguras para as fundações',
      '--resume': 'continua o último jogo salvo que não está em uso, ou o jogo ID (veja freecell saves), ou um ARQUIVO salvo',
      '--lang': 'idioma das mensagens: en ou pt (padrão: o da configuração language, senão o da localidade: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)',
      'sub --lang': 'idioma das mensagens: en ou pt',
      '--no-status': 'não mostra no cabeçalho se a posição ainda tem solução',
      '--winnable': 'só distribui jogos que o resolvedor vence (distribuições aleatórias e r)',
      '--four-colour': 'naipes em quatro cores: paus verde, ouros azul, copas vermelho, espadas na cor do terminal',
      '--plain': 'modo para leitores de tela: sem desenhos, cartas e pilhas por extenso, uma frase por evento',
      '--difficulty': 'só distribui jogos vencíveis desta dificuldade: easy, medium ou hard (implica --winnable)',
      'deal --format': 'text, fcs (Freecell Solver), json ou cs3500',
      'deal --deck': 'mostra a distribuição de um arquivo de baralho em vez de um número de jogo',
      'deal --board': 'mostra um arquivo de posição (tabuleiro do Freecell Solver, JSON ou texto CS 3500) em vez de um número de jogo, para convertê-lo com --format',
      'replay --format': 'text, fcs, json ou cs3500',
      '--verbose': 'mostra o tabuleiro depois de cada movimento',
      'solve --format': 'sn (notação padrão, o padrão), commands (comandos) ou json',
      '--exact': 'usa só a busca exata (por padrão a busca rápida vem primeiro, e a exata prova o seu "sem solução" ou assume quando ela chega ao limite de posições)',
      '--short': 'procura uma solução curta, perto da mais curta conhecida (mais lento: cerca de um segundo por jogo)',
      '--max-states': 'desiste depois de tantas posições distintas em cada busca (por padrão a busca rápida para em {fastStates} e a exata, depois dela, só nos limites de tempo e de memória; --exact para em {exactStates}, --short em {shortStates})',
      '--max-memory': 'desiste quando a busca ocuparia mais que tantos megabytes (padrão: {maxMemoryMb}, menos numa máquina pequena)',
      '--time-limit': 'desiste depois de tantos segundos em uma distribuição (padrão: {timeLimit})',
      '--range': 'resolve as distribuições Microsoft de a até b e mostra um resumo',
      '--jobs': 'processos que resolvem para --range ou --deals (padrão: todos os núcleos)',
      '--deals': 'resolve as distribuições Microsoft listadas num arquivo, - para a entrada padrão (uma por linha, comentários com #), e mostra um resumo',
      '--jsonl': 'com --range ou --deals: acrescenta uma linha JSON por distribuição, na ordem das distribuições; rodar de novo resolve só as que faltam',
      '--shard': 'com --range ou --deals: resolve só as distribuições cuja posição na faixa ou na lista é i - 1 módulo n',
      'report --range': 'também lista as distribuições desta faixa que nenhum arquivo tem',
      'report --json': 'mostra o resumo como um objeto JSON (deals, solved, unwinnable, gaveUp, missing, conflicts...)',
      '--unwinnable': 'mostra só as distribuições provadas sem solução, uma por linha (prontas para solve --deals)',
      '--gave-up': 'mostra só as distribuições em que a busca desistiu e que nenhum arquivo resolve, uma por linha (prontas para solve --deals com limites maiores)',
      '--reset': 'apaga as estatísticas, depois de perguntar',
      'stats --json': 'mostra as estatísticas como um objeto JSON por variante',
      'saves --json': 'mostra os jogos como uma lista JSON',
      'saves --all': 'num terminal, lista todos os jogos salvos, não só os {savesShown} mais recentes',
      '--delete': 'desiste do jogo salvo ID: o arquivo é apagado e, se houve um movimento, o jogo conta como desistência (como vitória ou derrota quando está ganho ou perdido)',
      '--version': 'mostra o número da versão',
      '--help': 'mostra a ajuda do comando',
    },
    headings: { usage: 'Uso:', options: 'Opções:', commands: 'Comandos:', arguments: 'Argumentos:', default: 'padrão' },
    placeholder: (argument) => (Object.hasOwn(PLACEHOLDER_WORDS, argument) ? PLACEHOLDER_WORDS[argument]! : argument),
  },
};
