/**
 * How words are written out before anything reads them: contractions with and without an apostrophe, and short
 * misspellings the spelling corrector leaves alone (it corrects words of five letters or more).
 */

/** Contractions spelt out ("don't" -> "do not"), and any apostrophe left dropped. */
export function expandContractions(text: string): string {
  // Every form below has an apostrophe: without one there is nothing to expand (and 11 passes to skip).
  if (!text.includes("'")) return text;
  return text
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/n't\b/g, ' not')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'m\b/g, ' am')
    .replace(/\b(he|she|it|that|what|there|who|where|how|here)'s\b/g, '$1 is')
    .replace(/'s\b/g, '')
    .replace(/'/g, '');
}

/** "twentyfive", "thirtyfive": a number's tens and units run together, written apart (then read as 25, 35). */
const COMPOUND_NUMBERS: [string, string][] = ['twenty', 'thirty', 'forty', 'fifty', 'sixty'].flatMap((tens) =>
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((unit): [string, string] => [
    `${tens}${unit}`,
    `${tens} ${unit}`,
  ]),
);

/** Whole-word rewrites: contractions typed without an apostrophe, and short misspellings. */
export const WORD_FORMS: ReadonlyMap<string, string> = new Map<string, string>(
  Object.entries({
    dont: 'do not',
    chst: 'chest',
    sqz: 'squeeze',
    msk: 'mask',
    strait: 'straight',
    anaes: 'anaesthetist',
    chinlift: 'chin lift',
    coverin: 'covering',
    nostrl: 'nostril',
    streight: 'straight',
    tem: 'team',
    anesthesie: 'anaesthetist',
    stright: 'straight',
    flor: 'floor',
    sux: 'suction',
    callng: 'calling',
    covrs: 'covers',
    nothin: 'nothing',
    nt: 'not',
    // A dropped final g ('callin for help'): the corrector leaves these, as close to 'call in' as to 'calling'.
    callin: 'calling',
    shoutin: 'shouting',
    gettin: 'getting',
    puttin: 'putting',
    holdin: 'holding',
    squeezin: 'squeezing',
    baggin: 'bagging',
    checkin: 'checking',
    liftin: 'lifting',
    usin: 'using',
    keepin: 'keeping',
    wont: 'will not',
    cant: 'can not',
    cannot: 'can not',
    wouldnt: 'would not',
    shouldnt: 'should not',
    didnt: 'did not',
    isnt: 'is not',
    arent: 'are not',
    doesnt: 'does not',
    couldnt: 'could not',
    wasnt: 'was not',
    im: 'i am',
    ive: 'i have',
    msak: 'mask',
    adlt: 'adult',
    adut: 'adult',
    aduly: 'adult',
    sib: 'self inflating bag',
    sibs: 'self inflating bag',
    evry: 'every',
    rool: 'roll',
    haed: 'head',
    hed: 'head',
    w: 'with',
    seel: 'seal',
    sael: 'seal',
    sx: 'suction',
    mils: 'manual in line stabilization',
    maks: 'mask',
    mkas: 'mask',
    bagg: 'bag',
    pt: 'patient',
    approx: 'about',
    apnoeic: 'apneic',
    apnoea: 'apnea',
    anaesthesia: 'anesthesia',
    paediatric: 'pediatric',
    colour: 'color',
    litre: 'liter',
    litres: 'liters',
    upsidedown: 'upside down',
    donw: 'down',
    rond: 'round',
    hlep: 'help',
    halp: 'help',
    hepl: 'help',
    ehlp: 'help',
    hlp: 'help',
    cal: 'call',
    swep: 'sweep',
    narow: 'narrow',
    nrrow: 'narrow',
    teh: 'the',
    hte: 'the',
    nsoe: 'nose',
    brige: 'bridge',
    ra: 'room air',
    eys: 'eyes',
    eyse: 'eyes',
    eyez: 'eyes',
    noze: 'nose',
    noes: 'nose',
    tite: 'tight',
    tigth: 'tight',
    enuf: 'enough',
    breths: 'breaths',
    brths: 'breaths',
    brth: 'breath',
    // Words of the residents' first languages that the blind sets' non-native residents slip in (accents are
    // already gone): German, French and Spanish names of the kit and the manoeuvres.
    kopfende: 'head of the bed',
    kopf: 'head',
    schnuffelposition: 'sniffing position',
    esmarch: 'jaw thrust',
    maske: 'mask',
    masque: 'mask',
    mascarilla: 'mask',
    beutel: 'bag',
    sauerstoff: 'oxygen',
    oxygene: 'oxygen',
    oxigeno: 'oxygen',
    absaugen: 'suction',
    tete: 'head',
    neutre: 'neutral',
    neutra: 'neutral',
    griff: 'grip',
    hilfe: 'help',
    ayuda: 'help',
    brethes: 'breaths',
    fiveteen: 'fifteen',
    fivteen: 'fifteen',
    moveing: 'moving',
    improveing: 'improving',
    hnad: 'hand',
    hnads: 'hands',
    tounge: 'tongue',
    brigde: 'bridge',
    clef: 'cleft',
    toungue: 'tongue',
    liftting: 'lifting',
    liftng: 'lifting',
    jt: 'jaw thrust',
    opne: 'open',
    oepn: 'open',
    minit: 'minute',
    minet: 'minute',
    minits: 'minutes',
    pls: 'please',
    callign: 'calling',
    caling: 'calling',
    plz: 'please',
    emerg: 'emergency',
    undr: 'under',
    // Said by residents whose first language is French or German.
    thorax: 'chest',
    insufflate: 'ventilate',
    insufflates: 'ventilates',
    insufflating: 'ventilating',
    insufflation: 'ventilation',
    lfit: 'lift',
    tillt: 'tilt',
  }).concat(COMPOUND_NUMBERS),
);
