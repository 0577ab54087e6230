// The page's own words; what the rules say (verdicts, rules, reasons, moves read aloud) comes from the API
// in the same language.
export const WORDS = {
  en: {
    title: "The arbiter's board", rules: 'Rules', online: 'online', language: 'Language', api: 'API', board: 'Board',
    first: 'First position', back: 'Back', forward: 'Forward', last: 'Last position', flip: 'Flip',
    typeMove: 'Type a move (SAN or UCI)', play: 'Play', promoteTo: 'Promote to',
    queen: 'Queen', rook: 'Rook', bishop: 'Bishop', knight: 'Knight', fen: 'FEN', moves: 'Moves',
    verdict: 'Verdict', status: 'Status', result: 'Result', rule: 'Rule', claims: 'Claims',
    // The words for the API's status and termination codes, which the page never shows as they are.
    ongoing: 'the game goes on',
    ended: {
      checkmate: 'checkmate', stalemate: 'stalemate', insufficient_material: 'insufficient material',
      dead_position: 'dead position', fivefold_repetition: 'fivefold repetition', seventyfive_moves: '75-move rule',
      threefold_repetition: 'threefold repetition', fifty_moves: '50-move rule', timeout: 'time out',
      timeout_insufficient_material: 'time out, but the opponent cannot checkmate',
    },
    drawOffer: 'Draw offer', offerDraw: 'Offer a draw', flag: 'Flag', flagFell: 'Flag fell', noFlag: 'no',
    white: 'White', black: 'Black', timeControl: 'Time control', tcLabel: 'Minutes+seconds', classify: 'Classify',
    winnability: 'Can each side still mate?', load: 'Load a position or a game', fenField: 'FEN',
    movesField: 'Moves (SAN or UCI)', pgnField: 'PGN (or drop a .pgn file here)', loadButton: 'Load',
    reset: 'Start position', none: 'none', threefold: 'threefold repetition', fifty: 'fifty moves',
    canClaimNow: 'may be claimed now', claimByMove: 'by playing', noClaim: 'nothing to claim',
    standingOffer: 'standing offer', offerMade: 'offer made', yes: 'yes', no: 'no', unknown: 'unknown',
    helpmate: 'helpmate', replay: 'Replay the helpmate', fenWhere: 'the FEN field', pgnAt: 'PGN line {0}, column {1}',
    legal: 'legal moves of that piece', unplayed: 'Written after the end, not played: {0}',
    category: { blitz: 'blitz', rapid: 'rapid', standard: 'standard' },
    dead: 'dead position', gameOver: 'the game is over', ply: 'ply',
    ending: 'Resignation, illegal move, claim', endBy: 'Event', noEnd: 'none', resigns: 'resigns',
    illegalMove: 'illegal move', claimsEnd: 'claims', endSide: 'Side', endCount: 'Completed illegal moves',
    endSupervision: 'Supervision', supervisionFull: 'full', supervisionInadequate: 'inadequate (A.5)',
    endAnswered: 'the opponent has moved since', endClaim: 'Claim', endMove: 'with the move (optional)',
  },
  tr: {
    title: 'Hakem tahtası', rules: 'Kurallar', online: 'çevrim içi', language: 'Dil', api: 'API', board: 'Tahta',
    first: 'İlk konum', back: 'Geri', forward: 'İleri', last: 'Son konum', flip: 'Çevir',
    typeMove: 'Hamle yazın (SAN ya da UCI)', play: 'Oyna', promoteTo: 'Terfi',
    queen: 'Vezir', rook: 'Kale', bishop: 'Fil', knight: 'At', fen: 'FEN', moves: 'Hamleler',
    verdict: 'Karar', status: 'Durum', result: 'Sonuç', rule: 'Kural', claims: 'Talepler',
    ongoing: 'oyun sürüyor',
    ended: {
      checkmate: 'şah mat', stalemate: 'pat', insufficient_material: 'yetersiz materyal',
      dead_position: 'ölü konum', fivefold_repetition: 'beş kez tekrar', seventyfive_moves: '75 hamle kuralı',
      threefold_repetition: 'üç kez tekrar', fifty_moves: '50 hamle kuralı', timeout: 'süre bitimi',
      timeout_insufficient_material: 'süre bitimi, ama rakip mat edemez',
    },
    drawOffer: 'Beraberlik teklifi', offerDraw: 'Beraberlik teklif et', flag: 'Bayrak', flagFell: 'Bayrak düştü',
    noFlag: 'hayır', white: 'Beyaz', black: 'Siyah', timeControl: 'Süre denetimi', tcLabel: 'Dakika+saniye',
    classify: 'Sınıflandır', winnability: 'Her iki taraf hâlâ mat edebilir mi?', load: 'Konum ya da oyun yükle',
    fenField: 'FEN', movesField: 'Hamleler (SAN ya da UCI)', pgnField: 'PGN (ya da buraya bir .pgn dosyası bırakın)',
    loadButton: 'Yükle', reset: 'Başlangıç konumu', none: 'yok', threefold: 'üç kez tekrar', fifty: 'elli hamle',
    canClaimNow: 'şimdi talep edilebilir', claimByMove: 'şu hamleyle', noClaim: 'talep edilecek bir şey yok',
    standingOffer: 'geçerli teklif', offerMade: 'teklif yapıldı', yes: 'evet', no: 'hayır', unknown: 'bilinmiyor',
    helpmate: 'yardımlı mat', replay: 'Yardımlı matı oynat', fenWhere: 'FEN alanı', pgnAt: 'PGN satır {0}, sütun {1}',
    legal: 'o taşın kurallara uygun hamleleri', unplayed: 'Oyun bittikten sonra yazılmış, oynanmadı: {0}',
    category: { blitz: 'yıldırım', rapid: 'hızlı', standard: 'klasik' },
    dead: 'ölü konum', gameOver: 'oyun bitti', ply: 'yarım hamle',
    ending: 'Terk, kurala aykırı hamle, talep', endBy: 'Olay', noEnd: 'yok', resigns: 'terk ediyor',
    illegalMove: 'kurala aykırı hamle', claimsEnd: 'talep ediyor', endSide: 'Taraf', endCount: 'Tamamlanan kurala aykırı hamle',
    endSupervision: 'Gözetim', supervisionFull: 'tam', supervisionInadequate: 'yetersiz (A.5)',
    endAnswered: 'rakip o zamandan beri hamle yaptı', endClaim: 'Talep', endMove: 'şu hamleyle (isteğe bağlı)',
  },
};

export function fill(template, ...args) {
  return args.reduce((s, a, i) => s.replace('{' + i + '}', a), template);
}
